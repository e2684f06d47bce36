// The version and build stamp shown in the footer and returned by GraphQL `version`. The stamp
// is BUILD_STAMP when the deploy sets it (a commit or a date), else the time of the build.
import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
export const BUILD_STAMP: string = process.env.BUILD_STAMP || new Date().toISOString().slice(0, 16).replace('T', ' ');
