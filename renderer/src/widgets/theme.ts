// Colours and fonts of the felt, shared by the Pixi widgets.

/** Felt and layout colours. */
export const COLOURS = {
  felt: 0x0d5c36,
  feltDark: 0x08432a,
  line: 0xf1e4b8,
  gold: 0xd8b45a,
  rouge: 0xb8202b,
  noir: 0x151515,
  vert: 0x0f8a45,
  white: 0xffffff,
  wood: 0x5a3116,
  woodDark: 0x3a1e0c,
} as const;

/** Font stacks available on the terminal image (Liberation and DejaVu ship with Debian). */
export const FONTS = {
  sans: 'Liberation Sans, DejaVu Sans, Arial, sans-serif',
  serif: 'Liberation Serif, DejaVu Serif, Georgia, serif',
} as const;
