// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).
//
// The gallery's counting label: a balance that springs to its new value, shown as rich text
// (currency sign, digits, separators and cents styled apart). A tap while it counts retargets the
// running spring, so the count carries on with its speed.

const SPRING = { dampingRatio: 0.92, response: 0.7 };
const START = 12480.5;

/** The balance as styled spans: '$', then digits and separators, then the cents. */
export function balanceHTML(amount) {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const sign = amount < 0 && cents > 0 ? '<span class="separator">−</span>' : '';
  const digits = [...whole].map((character) => (character === ',' ? '<span class="separator">,</span>' : `<span class="digit">${character}</span>`)).join('');
  return `${sign}<span class="currency">$</span>${digits}<span class="cents">.${String(cents % 100).padStart(2, '0')}</span>`;
}

export function countingLabel(popkit, animator, loop) {
  const balance = document.getElementById('balance');
  const delta = document.getElementById('delta');
  const state = { target: START, motion: null, shown: null };

  const show = (amount) => {
    const rounded = Math.round(amount * 100) / 100;
    if (rounded === state.shown) return;
    state.shown = rounded;
    balance.innerHTML = balanceHTML(rounded);
  };
  show(START);

  loop.onFrame(() => {
    if (state.motion !== null) show(state.motion.value);
  });

  for (const chip of document.querySelectorAll('#counter-demo [data-add]')) {
    chip.addEventListener('click', () => {
      const add = chip.dataset.add;
      const before = state.target;
      state.target = add === 'double' ? before * 2 : before + Number(add);
      const change = state.target - before;
      delta.textContent = `${change >= 0 ? '+' : '−'} $${Math.abs(change).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      delta.className = `delta ${change >= 0 ? 'up' : 'down'}`;
      if (state.motion === null) {
        // The first count starts from the balance shown: the custom property starts there.
        balance.style.setProperty('--balance', String(START));
      }
      [state.motion] = popkit.animate(balance, { '--balance': state.target }, { animator, spring: SPRING });
      loop.wake();
    });
  }

  return {
    /** The balance shown now, in dollars. */
    get value() { return state.motion?.value ?? START; },
    /** Where it is going. */
    get target() { return state.target; },
  };
}
