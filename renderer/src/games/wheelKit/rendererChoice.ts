// Which Pixi renderer the terminal runs (issue 11 §5; notes/toolchain.md: WebGL on SwiftShader
// draws 2–4 frames/s at 1080p, Pixi's Canvas2D 60): WebGL only where a hardware GPU answers.

/** Pixi's renderer preference, most wanted first. */
export type RendererPreference = readonly ('webgl' | 'canvas')[];

/** Names of software rasterisers, which are not a GPU. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|microsoft basic render|mesa offscreen/i;

/** The preference for a WebGL context whose unmasked renderer string is `gpu` (null: no WebGL). */
export function preferenceFor(gpu: string | null): RendererPreference {
  if (gpu === null || gpu.trim() === '' || SOFTWARE.test(gpu)) return ['canvas'];
  return ['webgl', 'canvas'];
}

/** Reads the GPU's name from a throwaway WebGL context, or null when there is no WebGL. */
export function probeGpu(doc: Document): string | null {
  try {
    const gl = doc.createElement('canvas').getContext('webgl');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}
