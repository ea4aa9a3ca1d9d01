"""Dispatch tables built from marked methods: a narration's tellers and a model's handlers
are methods marked with the event kinds they take; each class collects its own table
(kind -> method name) once, subclasses adding to or overriding their bases'."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def marker(attribute: str) -> Callable[..., Callable[[F], F]]:
    """A decorator factory: ``@marker("tells")("play", "draw")`` marks a method."""

    def kinds(*names: str) -> Callable[[F], F]:
        def mark(method: F) -> F:
            setattr(method, attribute, names)
            return method

        return mark

    return kinds


def collect(cls: type, attribute: str) -> dict[str, str]:
    """Event kind -> method name, over the class and its bases (the subclass wins)."""
    table: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        for name, member in vars(klass).items():
            for kind in getattr(member, attribute, ()):
                table[kind] = name
    return table
