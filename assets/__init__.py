# assets installed as the package rummy_desktop.assets
