"""The engine: facts in, a cited assessment out. Pure Python, no Flask, no flow named.

The law's parts (rules, parameters, the legal calendar, the clock, the law's text), what it
answers with (the assessment, its wording, what to do now and the documents it offers), and the
facts and answers it reads. Flows import from here and nowhere else in ``interview``."""
