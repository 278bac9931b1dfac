/* Progressive enhancement for the interview. Without this file every page still works by
   POST/redirect/GET. With it: no full reload, focus moves to the new question, and the change is
   announced through the aria-live region. No framework, no inline script. */
(function () {
  "use strict";
  if (!window.fetch || !window.DOMParser || !window.FormData) { return; }
  var main = document.getElementById("main");
  var announcer = document.getElementById("announcer");
  if (!main || !announcer) { return; }
  var kiosk = document.body.classList.contains("kiosk");

  // The result's detail is in closed parts (<details>). Printing prints them all: print.css
  // shows their content where the browser can, and this opens them where it cannot. A link
  // to something inside a part opens it, as browsers that reveal a fragment's target do.
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll("details.part-details:not([open])").forEach(function (d) {
      d.open = true;
      openedForPrint.push(d);
    });
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (d) { d.open = false; });
    openedForPrint = [];
  });
  function revealTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id && document.getElementById(id);
    var part = target && target.closest && target.closest("details");
    if (part && !part.open) {
      part.open = true;
      target.scrollIntoView({ block: "start" });
    }
  }
  window.addEventListener("hashchange", revealTarget);
  revealTarget();
  // The address of the page shown: a link within it (an error summary's, "On this page")
  // changes only the hash, and must not load the page again.
  function address(url) { var u = new URL(url, window.location.href); return u.pathname + u.search; }
  var shown = address(window.location.href);
  var first = document.getElementById("progress");
  var lastSection = first ? first.textContent : "";
  window.history.replaceState({ enhanced: true }, "");

  function adoptStylesheets(doc) {
    var have = {};
    document.querySelectorAll("link[rel=stylesheet]").forEach(function (l) { have[l.href] = true; });
    doc.querySelectorAll("head link[rel=stylesheet]").forEach(function (l) {
      if (!have[l.href]) { document.head.appendChild(document.importNode(l, true)); }
    });
  }

  function announce(text) {
    announcer.textContent = "";
    window.setTimeout(function () { announcer.textContent = text; }, 100);
  }

  function swap(html, url, push) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("main");
    if (!fresh) { window.location.assign(url); return; }
    adoptStylesheets(doc);
    main.innerHTML = fresh.innerHTML;
    document.title = doc.title;
    document.documentElement.lang = doc.documentElement.lang;
    document.documentElement.dir = doc.documentElement.dir;
    // At a kiosk, one history entry for the whole visit: the next person's Back list must not
    // hold the last one's questions.
    if (push && kiosk) { window.history.replaceState({ enhanced: true }, "", url); }
    else if (push) { window.history.pushState({ enhanced: true }, "", url); }
    shown = address(window.location.href);
    var target = main.querySelector(".error-summary") || main.querySelector("#question-heading") ||
      main.querySelector("h1");
    if (target) {
      if (!target.hasAttribute("tabindex")) { target.setAttribute("tabindex", "-1"); }
      // focus() scrolls only as far as needed, which left a new question at the foot of a
      // tall screen with its button out of sight: scroll it to the top, as #question does
      // without JavaScript.
      target.focus({ preventScroll: true });
      // A page without a question (the result) opens at its top, as it does without script:
      // its heading scrolled to the top left the place's name and the translation notice
      // above it under a kiosk's sticky header.
      var top = main.querySelector(".error-summary") || main.querySelector("#question");
      if (top) { top.scrollIntoView({ block: "start" }); } else { window.scrollTo(0, 0); }
    }
    // A notice about the new question ("we will ask it again") is read before it: inserted
    // with the page, nothing would announce it.
    var notice = main.querySelector("#question .notice-banner");
    var heading = main.querySelector("h1");
    // A new section is said first ("Section 2 of 4: What happened"); the same one, not again.
    var progress = main.querySelector("#progress");
    var section = progress ? progress.textContent : "";
    var said = section && section !== lastSection ? section + " " : "";
    lastSection = section;
    announce((said + (notice ? notice.textContent + " " : "") +
      (heading ? heading.textContent : doc.title)).replace(/\s+/g, " ").trim());
    document.dispatchEvent(new Event("page:swapped"));
  }

  function load(url, options, push) {
    var init = { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } };
    Object.keys(options || {}).forEach(function (k) { init[k] = options[k]; });
    return window.fetch(url, init).then(function (response) {
      // An answer with an error comes back from the form's own address (no redirect): the
      // address bar keeps the question's, so Reload and Back do not GET the POST address.
      var moved = push && (!init.method || response.redirected);
      return response.text().then(function (html) { swap(html, response.url, moved); });
    }).catch(function () { window.location.assign(url); });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.hasAttribute || !form.hasAttribute("data-enhance")) { return; }
    event.preventDefault();
    load(form.action, { method: "POST", body: new FormData(form) }, true);
  });

  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a.change-link") : null;
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    event.preventDefault();
    load(link.href, {}, true);
  });

  window.addEventListener("popstate", function () {
    if (address(window.location.href) === shown) { return; }  // only the hash moved
    load(window.location.href, {}, false);
  });
}());
