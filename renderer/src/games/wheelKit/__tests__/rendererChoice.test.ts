import { describe, expect, it } from 'vitest';
import { preferenceFor } from '../rendererChoice.ts';

describe('renderer choice: WebGL only on a hardware GPU', () => {
  it('falls back to Canvas2D without WebGL or on a software rasteriser', () => {
    for (const gpu of [
      null,
      '',
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa softpipe',
    ]) {
      expect([gpu, preferenceFor(gpu)]).toEqual([gpu, ['canvas']]);
    }
  });

  it('prefers WebGL on a hardware GPU', () => {
    for (const gpu of [
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'AMD Radeon RX 6600',
    ]) {
      expect(preferenceFor(gpu)).toEqual(['webgl', 'canvas']);
    }
  });
});
