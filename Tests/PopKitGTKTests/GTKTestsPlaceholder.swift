// The GTK tests build only with the GTK trait; their files follow.
