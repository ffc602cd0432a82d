"""What both card tables share: the scene base, card items, card art, the view, animation, geometry."""
