/* Kiosk mode: after a quiet spell, ask "Still there?", then clear everything for the next
   person. The server enforces the same limit (interview/web/kiosk.py), so this file only makes it
   polite and prompt. No inline script; settings come from data- attributes on <body>. */
(function () {
  "use strict";
  var body = document.body;
  // The header stays on top as the page scrolls while it takes a third of the screen at most
  // (zoomed in, it would hide the page: WCAG 1.4.10). Then what gets focus must scroll to below
  // it (WCAG 2.4.11). Its height depends on the language and the screen (77-310 px), so both
  // follow it; without script, the stylesheet decides by the screen's size.
  var header = document.querySelector(".site-header");
  function placeHeader() {
    var root = document.documentElement;
    var sticky = header.offsetHeight <= window.innerHeight / 3;
    root.classList.add("header-measured");
    root.classList.toggle("header-sticky", sticky);
    root.style.scrollPaddingBlockStart = sticky ? (header.offsetHeight + 8) + "px" : "0";
  }
  if (header && window.ResizeObserver) {
    placeHeader();  // now, not at the observer's first call: that waits for a frame
    new window.ResizeObserver(placeHeader).observe(header);
    window.addEventListener("resize", placeHeader);
  }
  var idleMs = Number(body.getAttribute("data-idle-seconds")) * 1000;
  var warningMs = Number(body.getAttribute("data-warning-seconds")) * 1000;
  var aliveUrl = body.getAttribute("data-alive-url");
  var finishForm = document.getElementById("finish-form");
  var dialog = document.getElementById("idle-warning");
  if (!idleMs || !finishForm || !dialog) { return; }
  var countdown = dialog.querySelector(".idle-countdown");
  var counts = JSON.parse(countdown.getAttribute("data-counts"));  // [seconds left] -> words
  // Times come from performance.now(), which only goes forward: the device's own clock can be
  // set back (a time sync), which would stretch the countdown and keep the page up.
  var idleTimer = null, tick = null, deadline = 0, lastPing = performance.now();

  function clearEverything() {
    try { window.sessionStorage.clear(); window.localStorage.clear(); } catch (e) { /* none */ }
    window.clearTimeout(idleTimer); window.clearInterval(tick);
    finishForm.submit();
  }

  function showCountdown() {
    var left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
    countdown.textContent = counts[Math.min(left, counts.length - 1)];
    if (left <= 0) { clearEverything(); }
  }

  function warn() {
    // Someone listening to "Read aloud" touches nothing, and is still here.
    if (window.speechSynthesis && window.speechSynthesis.speaking) { stillHere(); return; }
    deadline = performance.now() + warningMs;
    if (typeof dialog.showModal === "function") { dialog.showModal(); } else { dialog.setAttribute("open", ""); }
    document.getElementById("idle-continue").focus();
    showCountdown();
    tick = window.setInterval(showCountdown, 250);
  }

  function stillHere() {
    if (dialog.open) {
      window.clearInterval(tick);
      if (typeof dialog.close === "function") { dialog.close(); } else { dialog.removeAttribute("open"); }
    }
    window.clearTimeout(idleTimer);
    idleTimer = window.setTimeout(warn, idleMs);
    // Typing a long answer makes no request; tell the server the session is in use.
    if (performance.now() - lastPing > Math.min(30000, idleMs / 2) && window.fetch) {
      lastPing = performance.now();
      window.fetch(aliveUrl, { credentials: "same-origin", cache: "no-store" }).catch(function () {});
    }
  }

  ["pointerdown", "keydown", "input", "wheel", "touchstart"].forEach(function (type) {
    document.addEventListener(type, function () { if (!dialog.open) { stillHere(); } },
      { passive: true, capture: true });
  });
  document.getElementById("idle-continue").addEventListener("click", stillHere);
  dialog.addEventListener("cancel", function (event) { event.preventDefault(); stillHere(); });
  finishForm.addEventListener("submit", function () {
    try { window.sessionStorage.clear(); window.localStorage.clear(); } catch (e) { /* none */ }
  });
  // A page brought back from the back/forward cache may hold the last person's answers: ask the
  // server again, which has cleared them.
  window.addEventListener("pageshow", function (event) { if (event.persisted) { window.location.reload(); } });
  function showPrintButtons() {
    document.querySelectorAll(".print-button").forEach(function (button) { button.hidden = false; });
  }
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest(".print-button")) { window.print(); }
  });
  document.addEventListener("page:swapped", showPrintButtons);
  showPrintButtons();
  idleTimer = window.setTimeout(warn, idleMs);
}());
