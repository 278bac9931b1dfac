"""Baseline (a) for `make bench`: the least a Flask app can do to serve a page like ours.

One route renders a question-like page (~10 KB of HTML): a base template it extends, a
transcript of earlier answers, a radio-button form and a glossary. No session, no CSRF, no
translations, no interview engine: what the real app does beyond this is what the benchmark
measures. Run it as `gunicorn "bench.baseline:app"` from the repository's top level."""
from __future__ import annotations

from pathlib import Path

from flask import Flask, render_template

app = Flask(__name__, template_folder=str(Path(__file__).resolve().parent / "templates"))

LANGUAGES = [("en", "English", "ltr"), ("es", "Español", "ltr"), ("ar", "العربية", "rtl"),
             ("hmn", "Hmoob", "ltr")]
QUESTIONS = [
    ("ask_asker", "Who are you?", "I own or take care of the dog"),
    ("ask_has_notice", "Did the police or an officer give a written notice about this dog?",
     "Yes"),
    ("ask_declared_status", "What does the notice say the dog is?", "Dangerous"),
    ("ask_declared_on", "What date is written on the notice?", "Thursday, September 3, 2026"),
    ("ask_service_method", "How did the notice reach the owner?", "Handed over in person"),
    ("ask_served_on", "On what day was the notice handed over?", "Friday, September 4, 2026"),
    ("ask_hearing_requested", "Has the owner asked the police chief for a hearing, in writing?",
     "No"),
    ("ask_police_dog", "Is the dog used by police officers in their work?", "No"),
    ("ask_rabies", "Is the dog's rabies shot up to date?", "Yes"),
    ("ask_licensed", "Does the dog have a current Village dog licence?", "Yes"),
    ("ask_prior_impoundments",
     "How many times has the dog been impounded before? Enter 0 if never.", "0"),
    ("ask_declared_elsewhere",
     "Did another town, county or state ever declare this dog dangerous?", "No"),
    ("ask_any_incident", "Did the dog bite, hurt, threaten or chase a person or an animal?",
     "Yes"),
    ("ask_incident_date", "On what day did it happen?", "Thursday, August 20, 2026"),
    ("ask_victim", "Who was hurt or threatened?", "A person"),
    ("ask_bite_injury", "Did the bite break the skin?", "Yes"),
]
TRANSCRIPT = [{"node": n, "question": q, "answer": a} for n, q, a in QUESTIONS]
OPTIONS = [("yes", "Yes"), ("no", "No"), ("not_sure", "I am not sure")]
GLOSSARY = [
    ("at large", "Off its owner's land and not under anyone's control.", "2.14(1)[c]"),
    ("provocation", "Anything that would make a normal dog react the same way, on purpose or "
     "not.", "2.14(6)[a](7)"),
    ("bite injury", "A bite that breaks the skin, such as a puncture or a cut.",
     "2.14(6)[a](1)"),
]
TOKEN = "IjdlY2QxNzJlZjM3OGJmM2VhMWNlMDU5M2MyM2ZiMWQ0OTY1NTg1YmEi.awxiWQ.XiZAAvzpf4jtajWT_bs"


@app.get("/")
def page():
    return render_template(
        "question.html", languages=LANGUAGES, flow_name="River Hills (WI) § 2.14",
        transcript=TRANSCRIPT, node="ask_serious_injury", token=TOKEN,
        question="Was anyone seriously hurt, such as a broken bone or a wound that needed "
                 "stitches?",
        hint="A serious injury is more than a bite that breaks the skin.",
        options=OPTIONS, glossary=GLOSSARY)
