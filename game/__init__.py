"""Card Atlas."""

#: The app's version (pyproject.toml says the same; a test keeps them equal). Problem
#: reports carry it.
__version__ = "0.1.0"
