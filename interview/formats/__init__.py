"""The result in other forms: PDF (WeasyPrint, in a renderer process), the deadlines as an
.ics calendar file, and plain text (the CLI). Built on the engine only."""
