"""The IllegalAction family. Every refusal carries a reason code and parameters so the UI
can say why in the player's language; `str()` gives an English sentence for logs and tests."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules refuse. The state is left unchanged."""

    code = "illegal"

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params = params


class NotYourTurn(IllegalAction):
    code = "not_your_turn"


class UnknownAction(IllegalAction):
    """The text or the verb does not name an action of this game."""

    code = "unknown_action"


class RuleViolation(IllegalAction):
    """A real action of the game that the rules forbid right now (the card does not match...)."""

    code = "rule"


class MatchOver(IllegalAction):
    code = "match_over"


def shown(value: object, limit: int = 40) -> str:
    """`repr(value)` as an error message shows it: cut to `limit` characters, so a hostile
    input (a token of megabytes) never floods the one line that names it."""
    if isinstance(value, dict | list) and len(value) > 20:
        return f"<{type(value).__name__} of {len(value)}>"
    return cut(repr(value), limit)


def cut(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
