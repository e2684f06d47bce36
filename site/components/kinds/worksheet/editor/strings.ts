// What the page hands the worksheet editor island: islandResources(lang, WORKSHEET_EDITOR_STRINGS)
// (site/lib/i18n.ts). Its own words are the worksheet-editor namespace; common gives the UI kit's.
export const WORKSHEET_EDITOR_STRINGS: Record<string, string[]> = { common: ['ui', 'errors', 'jobFailure'], 'worksheet-editor': [] };
