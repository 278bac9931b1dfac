"""The flow toolkit: loading a flow's folder, routing its questions (transitions), asking only
what can change the answer, and the checks a flow author runs (`interview flows check`: every
path, citations, wording, reading level, maps, string extraction). Built on the engine only."""
