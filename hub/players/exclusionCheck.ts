// The exclusion-list hook (the national list of people barred from gaming, checked at the
// registration of a player's identity). The hub is given one; its verdict is journaled with the
// registration or the refusal, so the register shows that the check was made.

/** The identity the check is asked about. */
export interface IdentityToCheck {
  readonly lastName: string;
  readonly firstName: string;
  readonly birthDate: string;
  readonly idDocument: { readonly type: string; readonly number: string };
}

/** What the check answered: excluded or not, and where the answer came from. */
export interface ExclusionVerdict {
  readonly excluded: boolean;
  /** The source consulted (journaled), e.g. `none` or the list's name and version. */
  readonly source: string;
  /** The list's reference for an exclusion, when it gives one. */
  readonly reference?: string;
}

/** Asked once per registration, synchronously, inside the registration's transaction. */
export interface ExclusionCheck {
  check(identity: IdentityToCheck): ExclusionVerdict;
}

/** The default: no list is connected, so nobody is refused (and the journal says `source: none`). */
export const noExclusionList: ExclusionCheck = {
  check: () => ({ excluded: false, source: 'none' }),
};
