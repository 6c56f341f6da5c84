// The per-game module contract (docs/ui.md "Game modules"): the shell mounts the screen of the
// module that `view.game` names. A module lives in `renderer/src/games/<game>/` with its screen
// (built on components/GameShell.vue), its UI store (UI state only), its pure
// `model(view, ui) → scene model`, its intents, its messages and its panels. A game without a
// module of its own yet gets the honest "not available on this station" screen — never another
// game's felt.
import type { Component } from 'vue';
import type { StationGame } from '../../../protocol/bridge.ts';
import BouleScreen from './boule/BouleScreen.vue';
import RouletteScreen from './roulette/RouletteScreen.vue';
import UnavailableScreen from './unavailable/UnavailableScreen.vue';
import VingtTroisScreen from './vingtTrois/VingtTroisScreen.vue';
import WaitingScreen from './waiting/WaitingScreen.vue';
import WheelOfFortuneScreen from './wheelOfFortune/WheelOfFortuneScreen.vue';

/** What the shell needs of a game's module. */
export interface GameModule {
  /** The module's name (its folder). */
  readonly id: string;
  /** The whole screen of the game, built on GameShell; it reads the view from the station store. */
  readonly Screen: Component;
}

const roulette: GameModule = { id: 'roulette', Screen: RouletteScreen };
const unavailable: GameModule = { id: 'unavailable', Screen: UnavailableScreen };
const waiting: GameModule = { id: 'waiting', Screen: WaitingScreen };

/** The module of each game; a new game's module is one entry here. */
export const GAME_MODULES: Readonly<Record<StationGame, GameModule>> = {
  roulette,
  boule: { id: 'boule', Screen: BouleScreen },
  vingtTrois: { id: 'vingtTrois', Screen: VingtTroisScreen },
  wheelOfFortune: { id: 'wheelOfFortune', Screen: WheelOfFortuneScreen },
  blackjack: unavailable,
  puntoBanco: unavailable,
  holdem: unavailable,
};

/** The module for `game`; the waiting screen before the hub said which table this is. */
export function moduleFor(game: StationGame | null): GameModule {
  return game === null ? waiting : GAME_MODULES[game];
}
