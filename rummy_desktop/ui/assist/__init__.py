"""Playing without the mouse and asking for help: keyboard play, hints, what screen readers are told."""
