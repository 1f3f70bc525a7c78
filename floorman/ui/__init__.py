"""The desk window: PySide6 windows, panels, item models, dialogs and printing."""
