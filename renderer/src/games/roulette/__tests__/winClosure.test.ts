// "Gain du dernier coup" belongs to the player who won it: once a voucher closes the credit the
// next player does not see it (issue 11 §3); a later round's settlement is theirs again.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRouletteUiStore } from '../uiStore.ts';

describe('the roulette win closed by a voucher', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('shows every settlement while no voucher was issued', () => {
    const wheel = useRouletteUiStore();
    wheel.followVoucher(null, 7);
    expect(wheel.winIsCurrent(7)).toBe(true);
    expect(wheel.winIsCurrent(1)).toBe(true);
  });

  it('closes the rounds settled before a new voucher, and only those', () => {
    const wheel = useRouletteUiStore();
    wheel.followVoucher(null, 7);
    wheel.followVoucher('123456789012345678', 7); // Paiement: the player left after round 7
    expect(wheel.winIsCurrent(7)).toBe(false);
    expect(wheel.winIsCurrent(6)).toBe(false);
    expect(wheel.winIsCurrent(8)).toBe(true); // the next player's first settled round
    wheel.followVoucher(null, 7); // the next player's first stake clears the voucher
    expect(wheel.winIsCurrent(7)).toBe(false);
  });

  it('does not close a later round while the same voucher is still shown', () => {
    const wheel = useRouletteUiStore();
    wheel.followVoucher('123456789012345678', 7);
    wheel.followVoucher('123456789012345678', 9);
    expect(wheel.winIsCurrent(9)).toBe(true);
    expect(wheel.winsClosedThrough).toBe(7);
  });

  it('closes again at the next player’s own voucher', () => {
    const wheel = useRouletteUiStore();
    wheel.followVoucher('123456789012345678', 7);
    wheel.followVoucher(null, 9);
    wheel.followVoucher('876543210987654321', 9);
    expect(wheel.winIsCurrent(9)).toBe(false);
    expect(wheel.winIsCurrent(10)).toBe(true);
  });

  it('closes nothing when a voucher comes before any settlement', () => {
    const wheel = useRouletteUiStore();
    wheel.followVoucher('123456789012345678', null);
    expect(wheel.winsClosedThrough).toBe(null);
    expect(wheel.winIsCurrent(1)).toBe(true);
  });
});
