// A Pixi Assets loader for the sounds of assets/ (WAV/OGG into Web Audio buffers), so that sounds
// load in the same per-screen bundles as the art (STYLE.md "Assets load in bundles per screen").
import { ExtensionType, extensions, type LoaderParser } from 'pixi.js';

let context: AudioContext | null = null;

/** The page's one AudioContext, created on first use (browsers start it suspended until a touch). */
export function audioContext(): AudioContext | null {
  if (context === null && typeof AudioContext !== 'undefined') context = new AudioContext();
  return context;
}

/** Loads `.wav` and `.ogg` URLs as decoded AudioBuffers. */
export const loadAudio: LoaderParser<AudioBuffer | null> = {
  id: 'tapis-audio',
  name: 'tapis-audio',
  extension: { type: ExtensionType.LoadParser, name: 'tapis-audio' },
  test: (url: string) => /\.(wav|ogg)(\?.*)?$/i.test(url),
  async load<T>(url: string): Promise<T> {
    const ctx = audioContext();
    if (!ctx) return null as T;
    const response = await fetch(url);
    return (await ctx.decodeAudioData(await response.arrayBuffer())) as T;
  },
};

let added = false;

/** Registers the loader once. */
export function registerAudioLoader(): void {
  if (added) return;
  added = true;
  extensions.add(loadAudio);
}
