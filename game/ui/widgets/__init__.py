"""Widgets shared by every scene: each works with mouse, touch and keyboard."""

from game.ui.widgets.base import FocusGroup, Widget
from game.ui.widgets.button import Button, draw_label
from game.ui.widgets.choice import ChoiceList
from game.ui.widgets.mute import MuteButton
from game.ui.widgets.slider import Slider
from game.ui.widgets.textpanel import TextPanel
from game.ui.widgets.toast import Toasts
from game.ui.widgets.toggle import Toggle
from game.ui.widgets.tooltip import draw_tooltip

__all__ = [
    "Button",
    "ChoiceList",
    "FocusGroup",
    "MuteButton",
    "Slider",
    "TextPanel",
    "Toasts",
    "Toggle",
    "Widget",
    "draw_label",
    "draw_tooltip",
]
