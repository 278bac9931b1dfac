/* "Read aloud": only where the browser can speak the page's language. The buttons are in the
   HTML, hidden; without speech synthesis (or a voice for this language) they stay hidden. */
(function () {
  "use strict";
  var synth = window.speechSynthesis;
  if (!synth || !window.SpeechSynthesisUtterance) { return; }

  function language() { return (document.documentElement.lang || "en").toLowerCase(); }

  /* Only a voice on this device: a network voice (Chrome's "Google ..." ones) sends the text,
     answers and all, to its maker's servers. */
  function voice() {
    var want = language().split("-")[0];
    var voices = synth.getVoices() || [];
    for (var i = 0; i < voices.length; i += 1) {
      if (voices[i].localService !== true) { continue; }
      if ((voices[i].lang || "").toLowerCase().replace("_", "-").split("-")[0] === want) { return voices[i]; }
    }
    return null;
  }

  function textOf(target) {
    var parts = [];
    target.querySelectorAll("h1, h2, h3, legend, .hint, label, p, li, dt, dd").forEach(function (el) {
      if (el.closest("[hidden], .visually-hidden, details:not([open]) > :not(summary)")) { return; }
      if (el.querySelector("h1, h2, h3, p, li, label")) { return; }  // its children speak
      var text = el.textContent.replace(/\s+/g, " ").trim();
      if (text) { parts.push(text); }
    });
    return parts.join(". ");
  }

  function refresh() {
    var available = !!voice();
    document.querySelectorAll(".read-aloud").forEach(function (button) { button.hidden = !available; });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest(".read-aloud") : null;
    if (!button) { return; }
    var speaking = button.getAttribute("aria-pressed") === "true";
    synth.cancel();
    if (speaking) { button.setAttribute("aria-pressed", "false"); return; }
    var target = document.querySelector(button.getAttribute("data-read"));
    if (!target) { return; }
    var chosen = voice();
    if (!chosen) { refresh(); return; }  // the device's voice went away: never the browser's pick
    var utterance = new window.SpeechSynthesisUtterance(textOf(target));
    utterance.lang = language();
    try { utterance.voice = chosen; } catch (e) { return; }  // else the browser would pick one
    utterance.onend = function () { button.setAttribute("aria-pressed", "false"); };
    button.setAttribute("aria-pressed", "true");
    synth.speak(utterance);
  });

  if (synth.addEventListener) { synth.addEventListener("voiceschanged", refresh); }
  document.addEventListener("page:swapped", function () { synth.cancel(); refresh(); });
  refresh();
}());
