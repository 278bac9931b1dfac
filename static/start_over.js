/* "Start over" asks first. Without this file its button opens a page that asks (a GET), whose
   form wipes the answers (a POST). With it, the same page's question, words and form (its token
   included) come up in a modal <dialog>: focus starts on "Keep my answers", Escape or that
   button closes it, and focus goes back to "Start over". No inline script. */
(function () {
  "use strict";
  if (!window.fetch || !window.DOMParser || typeof window.HTMLDialogElement !== "function") { return; }
  var dialog = null, opener = null;

  function mark() {  // the button now opens a dialog, and says so
    document.querySelectorAll("form[data-start-over] button").forEach(function (button) {
      button.setAttribute("aria-haspopup", "dialog");
    });
  }

  function build(html) {
    var source = new DOMParser().parseFromString(html, "text/html").getElementById("start-over");
    if (!source) { return null; }
    var box = document.createElement("dialog");
    box.className = "start-over-dialog";
    box.setAttribute("aria-labelledby", "start-over-title");
    box.setAttribute("aria-describedby", "start-over-text");
    box.appendChild(document.importNode(source, true));
    // In a dialog the page's h1 is a heading of the dialog, and "keep" closes it.
    var title = box.querySelector("h1"), heading = document.createElement("h2");
    heading.id = title.id; heading.textContent = title.textContent;
    title.parentNode.replaceChild(heading, title);
    var link = box.querySelector(".start-over-keep"), keep = document.createElement("button");
    keep.type = "button"; keep.className = link.className; keep.textContent = link.textContent;
    keep.autofocus = true;
    keep.addEventListener("click", function () { box.close(); });
    link.parentNode.replaceChild(keep, link);
    box.addEventListener("close", function () {
      box.remove();
      if (dialog === box) { dialog = null; }
      if (opener && opener.isConnected) { opener.focus(); }
    });
    return box;
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.hasAttribute || !form.hasAttribute("data-start-over")) { return; }
    event.preventDefault();
    if (dialog) { return; }  // already asking
    opener = form.querySelector("button");
    window.fetch(form.action + "?" + new URLSearchParams(new FormData(form)).toString(),
                 { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
      .then(function (response) { return response.ok ? response.text() : Promise.reject(); })
      .then(function (html) {
        dialog = build(html);
        if (!dialog) { return Promise.reject(); }
        document.body.appendChild(dialog);
        dialog.showModal();
        dialog.querySelector(".start-over-keep").focus();
      })
      .catch(function () { form.submit(); });  // the page that asks, as without script
  });

  // "Clear my answers" is sent by interview.js, which puts the first question in the page:
  // the dialog goes, and focus stays where that page put it.
  document.addEventListener("page:swapped", function () {
    if (dialog) { opener = null; dialog.close(); }
    mark();
  });
  mark();
}());
