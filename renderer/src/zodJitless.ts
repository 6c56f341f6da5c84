// zod compiles fast parsers with `new Function` unless told not to; under the kiosk's strict CSP
// (no unsafe-eval) that attempt is refused and reported, so the renderer parses without it.
import { z } from 'zod';

z.config({ jitless: true });
