// graphql ships an ESM and a CommonJS build, and its type checks refuse objects from the other
// one. Mercurius loads the CommonJS build, so the API takes graphql from the same place.
import { createRequire } from 'node:module';

export const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
