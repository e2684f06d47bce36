// What the pages hand the cookbook owner's islands: islandResources(lang, COOKBOOK_EDITOR_STRINGS)
// for RecipeEditor, islandResources(lang, COOKBOOK_OWNER_STRINGS) for CookbookOwner (site/lib/i18n.ts).
// Their own words are the cookbook-editor namespace (the panel's all under `owner`); common gives the
// UI kit's ("(optional)", "Loading…").
export const COOKBOOK_EDITOR_STRINGS: Record<string, string[]> = { common: ['ui'], 'cookbook-editor': [] };
export const COOKBOOK_OWNER_STRINGS: Record<string, string[]> = { 'cookbook-editor': ['owner'] };
