// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The gallery's pop-up menu, on PopKit's shared frame animator: it opens from its button with a
// spring in scale and opacity (and a few pixels of y), closes the same way, and a click while it
// moves retargets the running springs, which keep their velocity.

const SPRING = { dampingRatio: 0.72, response: 0.32 };
const OPEN = { scale: 1, opacity: 1, y: 0 };
const CLOSED = { scale: 0.55, opacity: 0, y: -10 };

export function popUpMenu(popkit) {
  const button = document.getElementById('menu-button');
  const menu = document.getElementById('menu');
  const result = document.getElementById('menu-result');
  const state = { open: false, motions: [] };

  // `animate` starts transform properties from the identity, not from the style sheet: set the
  // closed look once, at once, through a manual animator whose duration scale 0 ends every motion
  // on its first frame.
  const setup = popkit.createAnimator();
  popkit.animate(menu, CLOSED, { animator: setup });
  setup.durationScale = 0;
  setup.render(0);

  const toggle = (open) => {
    state.open = open;
    menu.classList.toggle('open', open);
    button.setAttribute('aria-expanded', String(open));
    state.motions = popkit.animate(menu, open ? OPEN : CLOSED, { spring: SPRING });
  };

  button.addEventListener('click', () => toggle(!state.open));
  for (const item of menu.querySelectorAll('[role=menuitem]')) {
    item.addEventListener('click', () => {
      result.textContent = `Shared: ${item.textContent.trim()}`;
      toggle(false);
    });
  }
  document.addEventListener('pointerdown', (event) => {
    if (state.open && !menu.contains(event.target) && !button.contains(event.target)) toggle(false);
  });

  return {
    /** Whether the menu is open or opening. */
    get open() { return state.open; },
    /** The scale motion's velocity now (per second). */
    get scaleVelocity() { return state.motions[0]?.velocity ?? 0; },
  };
}
