"""Actions: small immutable values with a text form that round-trips.

Text form: ``"<seat> <verb> [token ...]"``, e.g. ``"0 play JC wish=S mau"``. Tokens are a
card id, ``key=value`` parameters or bare flags, in the order the game builds them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.errors import UnknownAction


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    verb: str
    args: tuple[str, ...] = ()
    #: The text form, built once: games share prebuilt actions, and every applied action's
    #: text goes into the history.
    _text: str | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = " ".join([str(self.seat), self.verb, *self.args])
            object.__setattr__(self, "_text", text)
        return text

    @classmethod
    def of(cls, seat: int, verb: str, *cards: str, **params: object) -> Action:
        """An action from its parts, for a caller that chose a move rather than typed one
        (a table): cards first, then each parameter as ``key=value``, a True one as a bare
        flag; None and False leave it out. The tokens are laid out here, as `parse` reads
        them."""
        tokens = list(cards)
        for key, value in params.items():
            if value is True:
                tokens.append(key)
            elif value is not None and value is not False:
                tokens.append(f"{key}={value}")
        return cls(seat, verb, tuple(tokens))

    @classmethod
    def parse(cls, text: str) -> Action:
        parts = text.split()
        if len(parts) < 2 or not parts[0].lstrip("-").isdigit():
            raise UnknownAction(f"cannot read action {text!r}: want '<seat> <verb> ...'")
        return cls(int(parts[0]), parts[1], tuple(parts[2:]))

    def param(self, key: str, default: str | None = None) -> str | None:
        """The value of a ``key=value`` token."""
        prefix = key + "="
        for token in self.args:
            if token.startswith(prefix):
                return token[len(prefix) :]
        return default

    def has_flag(self, flag: str) -> bool:
        return flag in self.args

    @property
    def card(self) -> str | None:
        """The first token that is neither a parameter nor a known flag: by convention a card id."""
        for token in self.args:
            if "=" not in token:
                return token
        return None


_SHARED: dict[tuple[int, str, tuple[str, ...]], Action] = {}


def shared(seat: int, verb: str, args: tuple[str, ...] = ()) -> Action:
    """One shared value per action: games whose actions are few build each once, so that
    `apply` recognises an action from `legal_actions` by identity."""
    key = (seat, verb, args)
    action = _SHARED.get(key)
    if action is None:
        action = _SHARED[key] = Action(seat, verb, args)
    return action
