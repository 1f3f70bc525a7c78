"""Data files shipped with floorman: rulebook entries, translations, styles, icons.

This folder is a package only so that the wheel and the bundle carry it; code reads it
through ``importlib.resources.files("floorman.resources")``.
"""
