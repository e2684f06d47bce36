// Made by scripts/graphql-types.ts from the schema (api/graphql/*.ts): `npm run graphql:types`. Do not edit.
/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Context } from './types.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Any JSON value (RedwoodJS's JSON scalar) */
  JSON: { input: unknown; output: unknown; }
};

/** A user as moderators see them (e-mail and roles included) */
export type AdminUser = {
  __typename?: 'AdminUser';
  createdAt: Scalars['String']['output'];
  /** credits refunds or disputes could not take back (the account is flagged) */
  creditsUnrecovered: Scalars['Int']['output'];
  disabled: Scalars['Boolean']['output'];
  disabledAt: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  /** the current page address (@slug) */
  slug: Maybe<Scalars['String']['output']>;
};

export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  items: Array<AdminUser>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdventurePrototype = {
  __typename?: 'AdventurePrototype';
  endingCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  premise: Scalars['String']['output'];
  published: Scalars['Boolean']['output'];
  rules: Array<Scalars['String']['output']>;
  segmentCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  useFlags: Scalars['Boolean']['output'];
};

export type AdventurePrototypeInput = {
  endingCount: Scalars['Int']['input'];
  language: Scalars['String']['input'];
  premise: Scalars['String']['input'];
  published: Scalars['Boolean']['input'];
  rules: Array<Scalars['String']['input']>;
  segmentCount: Scalars['Int']['input'];
  title: Scalars['String']['input'];
  useFlags: Scalars['Boolean']['input'];
};

export type AuthorSummary = {
  __typename?: 'AuthorSummary';
  bio: Scalars['String']['output'];
  books: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

export type AuthorsPage = {
  __typename?: 'AuthorsPage';
  authors: Array<AuthorSummary>;
  nextOffset: Maybe<Scalars['Int']['output']>;
};

/** What every kind of book shares (textbooks, storybooks…); My Books lists them all. Ask for a kind's own fields with an inline fragment (... on Storybook { cover { src } }). */
export type Book = {
  author: User;
  createdAt: Scalars['String']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOwner: Scalars['Boolean']['output'];
  /** textbook or storybook (the id's family says the same) */
  kind: BookKind;
  /** the language the book is written in */
  language: Scalars['String']['output'];
  /** true when written by the offline writer (no AI provider configured) */
  offlineDraft: Scalars['Boolean']['output'];
  /** how many parts it has or will have: a textbook's chapters, a storybook's pages */
  partCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** draft, outlining, outlined, generating, done, failed or cancelled */
  status: BookStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** private, unlisted or public */
  visibility: Visibility;
  /** the wizard step to resume: start, outline, generate or done (/{lang}/create/{kind}/{wizardStep}?book={id}) */
  wizardStep: WizardStep;
};

export type BookExport = {
  __typename?: 'BookExport';
  bookId: Scalars['ID']['output'];
  /** the file's size in bytes, once built */
  bytes: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  /** false when the book has changed since this file was made (a file just asked for is of the book as it is) */
  current: Scalars['Boolean']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  /** the name the file is saved under */
  fileName: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['String']['output']>;
  format: ExportFormat;
  id: Scalars['ID']['output'];
  /** a PDF's paper (null for the other formats) */
  paper: Maybe<Paper>;
  /** 0 to 100 */
  progress: Scalars['Int']['output'];
  /** a worksheet group's PDF: the students' sheets or the answer key (null for the other files) */
  sheet: Maybe<WorksheetSheet>;
  status: ExportStatus;
  /** a link to download the file once built (it expires when the files are in a bucket) */
  url: Maybe<Scalars['String']['output']>;
  /** a link that opens the file in the browser (PDFs: its viewer), expiring as url does */
  viewUrl: Maybe<Scalars['String']['output']>;
};

/** the kinds of book */
export type BookKind =
  | 'cookbook'
  | 'gamebook'
  | 'storybook'
  | 'textbook'
  | 'worksheet'
  | 'worldstory';

/** where a book is in its making */
export type BookStatus =
  | 'cancelled'
  | 'done'
  | 'draft'
  | 'failed'
  | 'generating'
  | 'outlined'
  | 'outlining';

export type ChapterInput = {
  markdown?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CharacterInput = {
  clothes?: InputMaybe<Scalars['String']['input']>;
  colours?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  look?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** one of My characters; or the fields below for a new one */
  userCharacterId?: InputMaybe<Scalars['ID']['input']>;
};

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  balance: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  paid: Scalars['Boolean']['output'];
  returnTo: Maybe<Scalars['String']['output']>;
};

export type Cookbook = Book & {
  __typename?: 'Cookbook';
  author: User;
  createdAt: Scalars['String']['output'];
  cuisine: Maybe<Scalars['String']['output']>;
  diet: Array<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOwner: Scalars['Boolean']['output'];
  /** always cookbook */
  kind: BookKind;
  language: Scalars['String']['output'];
  offlineDraft: Scalars['Boolean']['output'];
  /** its recipes (recipeCount) */
  partCount: Scalars['Int']['output'];
  plan: Maybe<CookbookPlan>;
  recipeCount: Scalars['Int']['output'];
  recipes: Array<Recipe>;
  skill: CookingSkill;
  slug: Scalars['String']['output'];
  status: BookStatus;
  theme: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  visibility: Visibility;
  wizardStep: WizardStep;
};

export type CookbookCosts = {
  __typename?: 'CookbookCosts';
  plan: Scalars['Int']['output'];
  recipe: Scalars['Int']['output'];
};

export type CookbookPlan = {
  __typename?: 'CookbookPlan';
  recipes: Array<CookbookPlanEntry>;
  title: Scalars['String']['output'];
};

export type CookbookPlanEntry = {
  __typename?: 'CookbookPlanEntry';
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CookbookPlanEntryInput = {
  summary: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type CookbookPlanInput = {
  recipes: Array<CookbookPlanEntryInput>;
  title: Scalars['String']['input'];
};

export type CookbookStartInput = {
  cuisine?: InputMaybe<Scalars['String']['input']>;
  diet: Array<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  recipeCount: Scalars['Int']['input'];
  skill: CookingSkill;
  theme: Scalars['String']['input'];
};

export type CookingSkill =
  | 'advanced'
  | 'easy'
  | 'medium';

export type CreateGlobalConfigInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  /** any JSON, as text */
  value: Scalars['String']['input'];
};

export type CreateTaskInput = {
  /** JSON object text; {} when empty */
  payload?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type CreditCosts = {
  __typename?: 'CreditCosts';
  chapter: Scalars['Int']['output'];
  outline: Scalars['Int']['output'];
};

export type CreditLedgerItem = {
  __typename?: 'CreditLedgerItem';
  /** + received, - spent */
  amount: Scalars['Int']['output'];
  bookId: Maybe<Scalars['ID']['output']>;
  bookTitle: Maybe<Scalars['String']['output']>;
  /** refunds of writing: failed or cancelled */
  cause: Maybe<Scalars['String']['output']>;
  chapterPosition: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  credits: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  /** outline, chapters, chapter, signup, purchase, admin, refund, dispute or other */
  purpose: Scalars['String']['output'];
  reason: Maybe<Scalars['String']['output']>;
  receiptUrl: Maybe<Scalars['String']['output']>;
};

export type CreditPack = {
  __typename?: 'CreditPack';
  credits: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  prices: Array<CreditPrice>;
};

export type CreditPayments = {
  __typename?: 'CreditPayments';
  /** STRIPE_* settings are given: credits can be bought */
  enabled: Scalars['Boolean']['output'];
  packs: Array<CreditPack>;
  /** Stripe's publishable key, only when enabled */
  publishableKey: Maybe<Scalars['String']['output']>;
};

export type CreditPrice = {
  __typename?: 'CreditPrice';
  /** in the currency's smallest unit (500 = 5.00) */
  amount: Scalars['Int']['output'];
  /** ISO 4217, lower case */
  currency: Scalars['String']['output'];
};

export type Difficulty =
  | 'easy'
  | 'hard'
  | 'medium';

export type ExportFormat =
  | 'docx'
  | 'epub'
  | 'pdf'
  /** a gamebook's Twee 3, for Twine 2 */
  | 'twee';

export type ExportStatus =
  | 'building'
  | 'done'
  | 'failed'
  | 'queued';

export type FeatureFlagInfo = {
  __typename?: 'FeatureFlagInfo';
  flag: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** whether it is on for the one asking */
  on: Scalars['Boolean']['output'];
  percent: Scalars['Int']['output'];
};

export type FrontMatterInput = {
  copyright?: InputMaybe<Scalars['String']['input']>;
  dedication?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Gamebook = Book & {
  __typename?: 'Gamebook';
  /** the art style of its pictures: watercolor, crayon, paper-cut, flat, pencil, storybook-ink */
  artStyle: Scalars['String']['output'];
  author: User;
  /** whether the one asking may grow this gamebook in play (the gamebooks2 flag) */
  canGrow: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  endingCount: Scalars['Int']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  flags: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idea: Scalars['String']['output'];
  isOwner: Scalars['Boolean']['output'];
  /** always gamebook */
  kind: BookKind;
  language: Scalars['String']['output'];
  offlineDraft: Scalars['Boolean']['output'];
  partCount: Scalars['Int']['output'];
  plan: Maybe<GamebookPlan>;
  /** the checks on the written graph, errors first */
  problems: Array<GamebookProblem>;
  segmentCount: Scalars['Int']['output'];
  /** the written segments (the owner and moderators also see hidden ones) */
  segments: Array<GamebookSegment>;
  slug: Scalars['String']['output'];
  /** the segment a reading starts at */
  start: Scalars['ID']['output'];
  status: BookStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  useFlags: Scalars['Boolean']['output'];
  visibility: Visibility;
  wizardStep: WizardStep;
  world: Maybe<World>;
  worldId: Scalars['ID']['output'];
};

export type GamebookChoice = {
  __typename?: 'GamebookChoice';
  clears: Array<Scalars['String']['output']>;
  forbids: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  requires: Array<Scalars['String']['output']>;
  sets: Array<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  /** null: not written yet (it grows when a reader takes it) */
  to: Maybe<Scalars['ID']['output']>;
};

export type GamebookChoiceInput = {
  clears?: InputMaybe<Array<Scalars['String']['input']>>;
  forbids?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  requires?: InputMaybe<Array<Scalars['String']['input']>>;
  sets?: InputMaybe<Array<Scalars['String']['input']>>;
  text: Scalars['String']['input'];
  to?: InputMaybe<Scalars['ID']['input']>;
};

export type GamebookCosts = {
  __typename?: 'GamebookCosts';
  picture: Scalars['Int']['output'];
  plan: Scalars['Int']['output'];
  segment: Scalars['Int']['output'];
};

/** a choice that led nowhere, as it is written for the reader who took it */
export type GamebookGrowth = {
  __typename?: 'GamebookGrowth';
  draftText: Maybe<Scalars['String']['output']>;
  /** while writing: the words so far, as the writer streams them */
  draftTitle: Maybe<Scalars['String']['output']>;
  segmentId: Maybe<Scalars['ID']['output']>;
  /** unwritten, writing, done or failed */
  status: Scalars['String']['output'];
};

export type GamebookPlan = {
  __typename?: 'GamebookPlan';
  flags: Array<Scalars['String']['output']>;
  segments: Array<GamebookPlanSegment>;
  start: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type GamebookPlanInput = {
  flags: Array<Scalars['String']['input']>;
  segments: Array<GamebookPlanSegmentInput>;
  start: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

export type GamebookPlanSegment = {
  __typename?: 'GamebookPlanSegment';
  choices: Array<GamebookChoice>;
  ending: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type GamebookPlanSegmentInput = {
  choices: Array<GamebookChoiceInput>;
  ending?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  summary: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** a problem the checks find: errors keep the gamebook from being shared */
export type GamebookProblem = {
  __typename?: 'GamebookProblem';
  choiceId: Maybe<Scalars['ID']['output']>;
  flag: Maybe<Scalars['String']['output']>;
  /** missingStart, duplicateId, brokenLink, hiddenTarget, unknownFlag, tooManyFlags, endingWithChoices, choiceCount, unreachable, deadEnd, impossibleChoice, loopWithoutExit, noEnding, unwritten */
  kind: Scalars['String']['output'];
  segmentIds: Array<Scalars['ID']['output']>;
  /** error, warning or info */
  severity: Scalars['String']['output'];
  state: Maybe<Array<Scalars['String']['output']>>;
  target: Maybe<Scalars['String']['output']>;
};

export type GamebookSegment = {
  __typename?: 'GamebookSegment';
  choices: Array<GamebookChoice>;
  /** good, bad or neutral; null for a segment with choices */
  ending: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  /** grown in play: written when a reader first took the choice leading here */
  grown: Scalars['Boolean']['output'];
  hidden: Scalars['Boolean']['output'];
  /** its id in the gamebook's graph (s1, s2…) */
  id: Scalars['ID']['output'];
  /** the picture the author asked the illustrator for, shown above the words */
  picture: Maybe<WebImage>;
  /** what is being made again: all, text or picture (while queued or writing) */
  redo: Scalars['String']['output'];
  status: PartStatus;
  /** what the plan said of it */
  summary: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type GamebookSegmentInput = {
  choices: Array<GamebookChoiceInput>;
  ending?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type GamebookSegmentState = {
  __typename?: 'GamebookSegmentState';
  segment: Maybe<GamebookSegment>;
  status: Scalars['String']['output'];
};

export type GamebookStartInput = {
  endingCount: Scalars['Int']['input'];
  idea: Scalars['String']['input'];
  language: Scalars['String']['input'];
  segmentCount: Scalars['Int']['input'];
  useFlags: Scalars['Boolean']['input'];
  worldId: Scalars['ID']['input'];
};

export type GamebookTaken = {
  __typename?: 'GamebookTaken';
  /** the segment the choice leads to */
  segmentId: Scalars['ID']['output'];
  /** done, or writing: another reader is writing it; ask gamebookSegment again */
  status: Scalars['String']['output'];
};

/** One version of the prompts and settings that write a book type */
export type GenerationConfig = {
  __typename?: 'GenerationConfig';
  /** the version new books use */
  active: Scalars['Boolean']['output'];
  /** books written with this version; a used version can no longer be edited */
  bookCount: Scalars['Int']['output'];
  bookType: Scalars['String']['output'];
  chapterPrompt: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  defaultChapterCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  model: Maybe<Scalars['String']['output']>;
  outlinePrompt: Scalars['String']['output'];
  readingLevels: Array<Scalars['String']['output']>;
  systemPrompt: Scalars['String']['output'];
  temperature: Scalars['Float']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type GenerationConfigInput = {
  /** textbook, storybook or worksheet (on create; textbook when not given) */
  bookType?: InputMaybe<Scalars['String']['input']>;
  chapterPrompt?: InputMaybe<Scalars['String']['input']>;
  /** the parts a new book offers: 1 to 30 chapters, 8 to 30 pages, 1 to 10 worksheets */
  defaultChapterCount?: InputMaybe<Scalars['Int']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  outlinePrompt?: InputMaybe<Scalars['String']['input']>;
  /** textbooks only */
  readingLevels?: InputMaybe<Array<Scalars['String']['input']>>;
  systemPrompt?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 2 */
  temperature?: InputMaybe<Scalars['Float']['input']>;
};

/** A run-time setting of the product (admin only) */
export type GlobalConfig = {
  __typename?: 'GlobalConfig';
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** letters, digits, _ . -; starts with a letter */
  key: Scalars['ID']['output'];
  updatedAt: Scalars['String']['output'];
  /** the value as JSON text */
  value: Scalars['String']['output'];
};

export type LibraryAuthor = {
  __typename?: 'LibraryAuthor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

export type LibraryBook = {
  __typename?: 'LibraryBook';
  /** a storybook's reader age (2 to 12); null for other kinds */
  age: Maybe<Scalars['Int']['output']>;
  author: LibraryAuthor;
  chapterCount: Scalars['Int']['output'];
  /** a storybook's cover (its first page's picture); null for other kinds, and until the picture is drawn */
  cover: Maybe<LibraryCover>;
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** a worksheet group's items across its worksheets; null for other kinds */
  itemCount: Maybe<Scalars['Int']['output']>;
  /** the language the book is written in */
  language: Scalars['String']['output'];
  publishedAt: Maybe<Scalars['String']['output']>;
  readCount: Scalars['Int']['output'];
  readingLevel: Scalars['String']['output'];
  saveCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** for search results: a passage with matches between U+0002 and U+0003 */
  snippet: Maybe<Scalars['String']['output']>;
  /** the author's own wording of the subject */
  subject: Scalars['String']['output'];
  /** the subject in the fixed list (biology, history…); null when the book names none */
  subjectCode: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  topic: Scalars['String']['output'];
  /** textbook or storybook (worksheets, cookbooks and gamebooks join as they arrive) */
  type: Scalars['String']['output'];
};

export type LibraryCover = {
  __typename?: 'LibraryCover';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  placeholder: Scalars['String']['output'];
  src: Scalars['String']['output'];
  srcset: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type LibraryPage = {
  __typename?: 'LibraryPage';
  books: Array<LibraryBook>;
  /** when the query's own words matched nothing: the corrected query these results are for */
  correctedQuery: Maybe<Scalars['String']['output']>;
  /** pass as offset for the next page; null at the end */
  nextOffset: Maybe<Scalars['Int']['output']>;
  /** when nothing matched: titles or subjects to search instead */
  suggestions: Array<Scalars['String']['output']>;
};

/** a subject of the fixed list and how many listed books have it */
export type LibrarySubject = {
  __typename?: 'LibrarySubject';
  books: Scalars['Int']['output'];
  code: Scalars['String']['output'];
};

export type MatchingPair = {
  __typename?: 'MatchingPair';
  left: Scalars['String']['output'];
  right: Scalars['String']['output'];
};

export type MatchingPairInput = {
  left: Scalars['String']['input'];
  right: Scalars['String']['input'];
};

export type ModeratedGamebookPage = {
  __typename?: 'ModeratedGamebookPage';
  gamebooks: Array<Gamebook>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A book as moderators see it */
export type ModeratedTextbook = {
  __typename?: 'ModeratedTextbook';
  hidden: Scalars['Boolean']['output'];
  hiddenAt: Maybe<Scalars['String']['output']>;
  hiddenReason: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  status: BookStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  visibility: Visibility;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** admin or contentMod: new books of its type use this version */
  activateGenerationConfig: GenerationConfig;
  addGamebookSegment: GamebookSegment;
  /** adds an item at index (default: the end) */
  addWorksheetItem: Worksheet;
  cancelCookbook: Cookbook;
  cancelGamebook: Gamebook;
  cancelGeneration: Textbook;
  cancelStorybook: Storybook;
  /** admin: only a queued task */
  cancelTask: Task;
  cancelWorksheetGroup: WorksheetGroup;
  cancelWorldStory: WorldStory;
  /** admin or contentMod: a new inactive version, copied from the active one with these changes */
  createGenerationConfig: GenerationConfig;
  /** admin */
  createGlobalConfig: GlobalConfig;
  /** admin: a Stripe coupon and its promotion code, usable in Checkout */
  createPromotionCode: PromotionCode;
  /** admin: inserts a queued task and starts it */
  createTask: Task;
  /** a new private world, written from the idea (free) */
  createWorld: World;
  deleteAdventurePrototype: Scalars['Boolean']['output'];
  /** deletes the owner's book (any kind): its pages then answer 410 Gone; it leaves the library, collections and My Books */
  deleteBook: TextbookDeletion;
  /** prunes a segment; the choices that led to it lead nowhere again */
  deleteGamebookSegment: Scalars['Boolean']['output'];
  /** admin */
  deleteGlobalConfig: GlobalConfig;
  /** deleteBook, by its first name (any kind) */
  deleteTextbook: TextbookDeletion;
  deleteWorld: Scalars['Boolean']['output'];
  /** the teacher has looked at the flagged item and keeps its key */
  dismissWorksheetFlag: Worksheet;
  /** a picture for the segment from the illustrator, with what it should show if the author says (a picture's price); artStyle sets the book's style first */
  drawGamebookPicture: GamebookSegment;
  /** a private copy of the owner's book of any kind (a textbook's chapters and outline, a storybook's storyboard and pages with the same pictures) under new ids; no credits */
  duplicateBook: Book;
  /** a private copy of the owner's textbook (chapters, outline, front matter) under new ids; no credits. Other kinds: duplicateBook */
  duplicateTextbook: Textbook;
  /** the book as a file: the one built for this version of the book, or a new build; a PDF on the paper asked for, else the paper of the book's language (US Letter for English, A4 elsewhere); a worksheet group's PDF is the students' sheets or, with sheet: key, the answer key (sheet is refused for anything else) */
  exportBook: BookExport;
  generateCookbook: Cookbook;
  generateGamebook: Gamebook;
  generateStorybook: Storybook;
  generateTextbook: Textbook;
  generateWorksheetGroup: WorksheetGroup;
  generateWorldStory: WorldStory;
  /** admin: gives a user credits with a reason; returns the new balance */
  grantCredits: Scalars['Int']['output'];
  /** admin or contentMod: hides a book from everyone but its owner and moderators */
  hideTextbook: ModeratedTextbook;
  /** admin or contentMod */
  moderateWorld: World;
  moveWorksheetItem: Worksheet;
  /** a new picture for the page with the author's instruction: the characters stay themselves */
  redrawStorybookPage: StorybookPage;
  regenerateChapter: TextbookChapter;
  regenerateCookbookPlan: Cookbook;
  regenerateGamebookPlan: Gamebook;
  /** the segment's words written again with the author's instruction (one segment's price); its links stay */
  regenerateGamebookSegment: GamebookSegment;
  regenerateOutline: Textbook;
  /** the recipe written again with the cook's instruction (one recipe's price) */
  regenerateRecipe: Recipe;
  regenerateStoryboard: Storybook;
  /** the whole worksheet written again with the teacher's instruction (one worksheet's price) */
  regenerateWorksheet: Worksheet;
  regenerateWorksheetGroupPlan: WorksheetGroup;
  /** one item written again with the teacher's instruction, the others kept (one worksheet's price) */
  regenerateWorksheetItem: Worksheet;
  regenerateWorldStoryPlan: WorldStory;
  /** the segment without its picture */
  removeGamebookPicture: GamebookSegment;
  removeWorksheetItem: Worksheet;
  /** brings an earlier version back as a new version: the owner only */
  restoreChapterVersion: TextbookChapter;
  restoreRecipeVersion: Recipe;
  /** brings a version back (the page's current state stays as a version too) */
  restoreStorybookPageVersion: StorybookPage;
  restoreWorksheetVersion: Worksheet;
  retryChapter: TextbookChapter;
  retryGamebookSegment: GamebookSegment;
  retryRecipe: Recipe;
  retryStorybookPage: StorybookPage;
  retryWorksheet: Worksheet;
  retryWorldStoryChapter: WorldStoryChapter;
  /** new words for the page (its picture stays), with the author's instruction */
  rewriteStorybookPage: StorybookPage;
  /** admin or contentMod */
  saveAdventurePrototype: AdventurePrototype;
  /** save a book to My Collection; saving again changes nothing */
  saveBook: SaveState;
  setCookbookVisibility: Cookbook;
  /** admin */
  setFeatureFlagPercent: FeatureFlagInfo;
  /** admin or contentMod: hides a gamebook from everyone but its owner and moderators */
  setGamebookHidden: Gamebook;
  /** the owner or a moderator */
  setGamebookSegmentHidden: GamebookSegment;
  /** sharing is refused while the checks show an error */
  setGamebookVisibility: Gamebook;
  /** the owner's own picture (an upload from POST /api/uploads/images) in place of the drawn one */
  setStorybookPagePicture: StorybookPage;
  setStorybookVisibility: Storybook;
  /** admin or contentMod: feature a public book on Discover, or stop featuring it */
  setTextbookFeatured: Scalars['Boolean']['output'];
  setTextbookVisibility: Textbook;
  /** admin or contentMod; never yourself */
  setUserDisabled: AdminUser;
  /** admin or contentMod; only an admin grants or removes admin */
  setUserRoles: AdminUser;
  setWorksheetGroupVisibility: WorksheetGroup;
  setWorldStoryVisibility: WorldStory;
  setWorldVisibility: World;
  /** opens Stripe Checkout for a pack; returns the address to go to. returnTo: a path on this site */
  startCheckout: Scalars['String']['output'];
  startCookbook: Cookbook;
  startGamebook: Gamebook;
  startStorybook: Storybook;
  startTextbook: Textbook;
  startWorksheetGroup: WorksheetGroup;
  /** needs the worldstory flag */
  startWorldStory: WorldStory;
  /** a reader takes a choice; an unwritten one is written now (gamebooks2), once, whoever takes it first */
  takeGamebookChoice: GamebookTaken;
  /** admin or contentMod */
  unhideTextbook: ModeratedTextbook;
  /** remove a book from My Collection; removing again changes nothing */
  unsaveBook: SaveState;
  updateChapter: TextbookChapter;
  updateCookbookPlan: Cookbook;
  /** back from the plan: a new theme, cuisine, diet, skill, language or count is a new plan (one plan's price); the rest is free */
  updateCookbookStart: Cookbook;
  updateGamebookPlan: Gamebook;
  updateGamebookSegment: GamebookSegment;
  updateGamebookStart: Gamebook;
  /** admin or contentMod: only a version no book has used */
  updateGenerationConfig: GenerationConfig;
  /** admin */
  updateGlobalConfig: GlobalConfig;
  /** the signed-in user's page: display name, bio and address (@slug; old ones redirect) */
  updateMyPage: AuthorSummary;
  /** the cook's own edit: the whole recipe, checked (quantities numbers in known units, diet tags the ingredients keep) */
  updateRecipe: Recipe;
  updateStoryboard: Storybook;
  updateStorybookPage: StorybookPage;
  /** back from the storyboard: this book's start values changed (a new title is free; anything else is a new storyboard, one storyboard's price) */
  updateStorybookStart: Storybook;
  /** admin: only a queued task */
  updateTask: Task;
  updateTextbookFrontMatter: Textbook;
  updateTextbookOutline: Textbook;
  /** changes the start values of a book at its outline: the title alone is free; anything else writes a new outline (one outline's credits) */
  updateTextbookStart: Textbook;
  updateWorksheet: Worksheet;
  updateWorksheetGroupPlan: WorksheetGroup;
  /** back from the plan: a new topic, level, language or count is a new plan (one plan's price); the rest is free */
  updateWorksheetGroupStart: WorksheetGroup;
  /** replaces the item at index; the flag on it (if any) is settled */
  updateWorksheetItem: Worksheet;
  updateWorld: World;
  updateWorldStoryPlan: WorldStory;
  updateWorldStoryStart: WorldStory;
};


export type MutationActivateGenerationConfigArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAddGamebookSegmentArgs = {
  gamebookId: Scalars['ID']['input'];
  segment: GamebookSegmentInput;
};


export type MutationAddWorksheetItemArgs = {
  index?: InputMaybe<Scalars['Int']['input']>;
  item: WorksheetItemInput;
  worksheetId: Scalars['ID']['input'];
};


export type MutationCancelCookbookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelGamebookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelGenerationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelStorybookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelWorksheetGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelWorldStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateGenerationConfigArgs = {
  input: GenerationConfigInput;
};


export type MutationCreateGlobalConfigArgs = {
  input: CreateGlobalConfigInput;
};


export type MutationCreatePromotionCodeArgs = {
  input: PromotionCodeInput;
};


export type MutationCreateTaskArgs = {
  input: CreateTaskInput;
};


export type MutationCreateWorldArgs = {
  idea: Scalars['String']['input'];
  language: Scalars['String']['input'];
};


export type MutationDeleteAdventurePrototypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGamebookSegmentArgs = {
  gamebookId: Scalars['ID']['input'];
  segmentId: Scalars['ID']['input'];
};


export type MutationDeleteGlobalConfigArgs = {
  key: Scalars['ID']['input'];
};


export type MutationDeleteTextbookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorldArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDismissWorksheetFlagArgs = {
  index: Scalars['Int']['input'];
  worksheetId: Scalars['ID']['input'];
};


export type MutationDrawGamebookPictureArgs = {
  artStyle?: InputMaybe<Scalars['String']['input']>;
  gamebookId: Scalars['ID']['input'];
  instruction?: InputMaybe<Scalars['String']['input']>;
  segmentId: Scalars['ID']['input'];
};


export type MutationDuplicateBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateTextbookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExportBookArgs = {
  bookId: Scalars['ID']['input'];
  format: ExportFormat;
  paper?: InputMaybe<Paper>;
  sheet?: InputMaybe<WorksheetSheet>;
};


export type MutationGenerateCookbookArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationGenerateGamebookArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationGenerateStorybookArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationGenerateTextbookArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationGenerateWorksheetGroupArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationGenerateWorldStoryArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
};


export type MutationGrantCreditsArgs = {
  amount: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationHideTextbookArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationModerateWorldArgs = {
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationMoveWorksheetItemArgs = {
  from: Scalars['Int']['input'];
  to: Scalars['Int']['input'];
  worksheetId: Scalars['ID']['input'];
};


export type MutationRedrawStorybookPageArgs = {
  instruction: Scalars['String']['input'];
  pageId: Scalars['ID']['input'];
};


export type MutationRegenerateChapterArgs = {
  id: Scalars['ID']['input'];
  instruction: Scalars['String']['input'];
};


export type MutationRegenerateCookbookPlanArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRegenerateGamebookPlanArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRegenerateGamebookSegmentArgs = {
  gamebookId: Scalars['ID']['input'];
  instruction: Scalars['String']['input'];
  segmentId: Scalars['ID']['input'];
};


export type MutationRegenerateOutlineArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRegenerateRecipeArgs = {
  instruction: Scalars['String']['input'];
  recipeId: Scalars['ID']['input'];
};


export type MutationRegenerateStoryboardArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRegenerateWorksheetArgs = {
  instruction: Scalars['String']['input'];
  worksheetId: Scalars['ID']['input'];
};


export type MutationRegenerateWorksheetGroupPlanArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRegenerateWorksheetItemArgs = {
  index: Scalars['Int']['input'];
  instruction: Scalars['String']['input'];
  worksheetId: Scalars['ID']['input'];
};


export type MutationRegenerateWorldStoryPlanArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRemoveGamebookPictureArgs = {
  gamebookId: Scalars['ID']['input'];
  segmentId: Scalars['ID']['input'];
};


export type MutationRemoveWorksheetItemArgs = {
  index: Scalars['Int']['input'];
  worksheetId: Scalars['ID']['input'];
};


export type MutationRestoreChapterVersionArgs = {
  chapterId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationRestoreRecipeVersionArgs = {
  versionId: Scalars['ID']['input'];
};


export type MutationRestoreStorybookPageVersionArgs = {
  versionId: Scalars['ID']['input'];
};


export type MutationRestoreWorksheetVersionArgs = {
  versionId: Scalars['ID']['input'];
};


export type MutationRetryChapterArgs = {
  chapterId: Scalars['ID']['input'];
};


export type MutationRetryGamebookSegmentArgs = {
  gamebookId: Scalars['ID']['input'];
  segmentId: Scalars['ID']['input'];
};


export type MutationRetryRecipeArgs = {
  recipeId: Scalars['ID']['input'];
};


export type MutationRetryStorybookPageArgs = {
  pageId: Scalars['ID']['input'];
};


export type MutationRetryWorksheetArgs = {
  worksheetId: Scalars['ID']['input'];
};


export type MutationRetryWorldStoryChapterArgs = {
  chapterId: Scalars['ID']['input'];
};


export type MutationRewriteStorybookPageArgs = {
  instruction: Scalars['String']['input'];
  pageId: Scalars['ID']['input'];
};


export type MutationSaveAdventurePrototypeArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: AdventurePrototypeInput;
};


export type MutationSaveBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetCookbookVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationSetFeatureFlagPercentArgs = {
  flag: Scalars['String']['input'];
  percent: Scalars['Int']['input'];
};


export type MutationSetGamebookHiddenArgs = {
  hidden: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetGamebookSegmentHiddenArgs = {
  gamebookId: Scalars['ID']['input'];
  hidden: Scalars['Boolean']['input'];
  segmentId: Scalars['ID']['input'];
};


export type MutationSetGamebookVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationSetStorybookPagePictureArgs = {
  pageId: Scalars['ID']['input'];
  uploadId: Scalars['ID']['input'];
};


export type MutationSetStorybookVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationSetTextbookFeaturedArgs = {
  featured: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetTextbookVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationSetUserDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetUserRolesArgs = {
  id: Scalars['ID']['input'];
  roles: Array<Scalars['String']['input']>;
};


export type MutationSetWorksheetGroupVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationSetWorldStoryVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationSetWorldVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Visibility;
};


export type MutationStartCheckoutArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  lang: Scalars['String']['input'];
  packId: Scalars['ID']['input'];
  returnTo?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartCookbookArgs = {
  input: StartCookbookInput;
};


export type MutationStartGamebookArgs = {
  input: StartGamebookInput;
};


export type MutationStartStorybookArgs = {
  input: StartStorybookInput;
};


export type MutationStartTextbookArgs = {
  input: StartTextbookInput;
};


export type MutationStartWorksheetGroupArgs = {
  input: StartWorksheetGroupInput;
};


export type MutationStartWorldStoryArgs = {
  input: StartWorldStoryInput;
};


export type MutationTakeGamebookChoiceArgs = {
  choiceId: Scalars['ID']['input'];
  gamebookId: Scalars['ID']['input'];
  segmentId: Scalars['ID']['input'];
};


export type MutationUnhideTextbookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsaveBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateChapterArgs = {
  id: Scalars['ID']['input'];
  input: ChapterInput;
};


export type MutationUpdateCookbookPlanArgs = {
  id: Scalars['ID']['input'];
  plan: CookbookPlanInput;
};


export type MutationUpdateCookbookStartArgs = {
  id: Scalars['ID']['input'];
  input: CookbookStartInput;
};


export type MutationUpdateGamebookPlanArgs = {
  id: Scalars['ID']['input'];
  plan: GamebookPlanInput;
};


export type MutationUpdateGamebookSegmentArgs = {
  gamebookId: Scalars['ID']['input'];
  segment: GamebookSegmentInput;
  segmentId: Scalars['ID']['input'];
};


export type MutationUpdateGamebookStartArgs = {
  id: Scalars['ID']['input'];
  input: GamebookStartInput;
};


export type MutationUpdateGenerationConfigArgs = {
  id: Scalars['ID']['input'];
  input: GenerationConfigInput;
};


export type MutationUpdateGlobalConfigArgs = {
  input: UpdateGlobalConfigInput;
  key: Scalars['ID']['input'];
};


export type MutationUpdateMyPageArgs = {
  bio?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


export type MutationUpdateRecipeArgs = {
  recipe: RecipeInput;
  recipeId: Scalars['ID']['input'];
};


export type MutationUpdateStoryboardArgs = {
  id: Scalars['ID']['input'];
  storyboard: StoryboardInput;
};


export type MutationUpdateStorybookPageArgs = {
  input: StorybookPageInput;
  pageId: Scalars['ID']['input'];
};


export type MutationUpdateStorybookStartArgs = {
  id: Scalars['ID']['input'];
  input: StorybookStartInput;
};


export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTaskInput;
};


export type MutationUpdateTextbookFrontMatterArgs = {
  id: Scalars['ID']['input'];
  input: FrontMatterInput;
};


export type MutationUpdateTextbookOutlineArgs = {
  id: Scalars['ID']['input'];
  outline: OutlineInput;
};


export type MutationUpdateTextbookStartArgs = {
  id: Scalars['ID']['input'];
  input: TextbookStartInput;
};


export type MutationUpdateWorksheetArgs = {
  input: WorksheetHeaderInput;
  worksheetId: Scalars['ID']['input'];
};


export type MutationUpdateWorksheetGroupPlanArgs = {
  id: Scalars['ID']['input'];
  plan: WorksheetGroupPlanInput;
};


export type MutationUpdateWorksheetGroupStartArgs = {
  id: Scalars['ID']['input'];
  input: WorksheetStartInput;
};


export type MutationUpdateWorksheetItemArgs = {
  index: Scalars['Int']['input'];
  item: WorksheetItemInput;
  worksheetId: Scalars['ID']['input'];
};


export type MutationUpdateWorldArgs = {
  id: Scalars['ID']['input'];
  world: WorldInput;
};


export type MutationUpdateWorldStoryPlanArgs = {
  id: Scalars['ID']['input'];
  plan: WorldStoryPlanInput;
};


export type MutationUpdateWorldStoryStartArgs = {
  id: Scalars['ID']['input'];
  input: WorldStoryStartInput;
};

/** the tabs of My Books */
export type MyBooksMode =
  | 'drafts'
  | 'generating'
  | 'private'
  | 'published';

export type Outline = {
  __typename?: 'Outline';
  chapters: Array<OutlineChapter>;
  title: Scalars['String']['output'];
};

export type OutlineChapter = {
  __typename?: 'OutlineChapter';
  sections: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type OutlineChapterInput = {
  sections: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type OutlineInput = {
  chapters: Array<OutlineChapterInput>;
  title: Scalars['String']['input'];
};

/** a PDF's paper */
export type Paper =
  | 'a4'
  | 'letter';

/** where a part (a chapter, a page) is in its making */
export type PartStatus =
  | 'cancelled'
  | 'done'
  | 'failed'
  | 'queued'
  | 'writing';

export type PromotionCode = {
  __typename?: 'PromotionCode';
  amountOff: Maybe<Scalars['Int']['output']>;
  code: Scalars['String']['output'];
  couponId: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  currency: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  maxRedemptions: Maybe<Scalars['Int']['output']>;
  percentOff: Maybe<Scalars['Int']['output']>;
  promotionCodeId: Scalars['String']['output'];
};

export type PromotionCodeInput = {
  amountOff?: InputMaybe<Scalars['Int']['input']>;
  code: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  maxRedemptions?: InputMaybe<Scalars['Int']['input']>;
  percentOff?: InputMaybe<Scalars['Int']['input']>;
};

export type Query = {
  __typename?: 'Query';
  adventurePrototype: Maybe<AdventurePrototype>;
  /** published prototypes for authors; all for moderators */
  adventurePrototypes: Array<AdventurePrototype>;
  /** an author by page address (@slug); an old address finds the author too */
  author: Maybe<AuthorSummary>;
  authorBooks: LibraryPage;
  /** one export, to follow its build */
  bookExport: BookExport;
  /** the book's last file of each format, newest first */
  bookExports: Array<BookExport>;
  /** one chapter's versions, oldest first: the owner and moderators only */
  chapterVersions: Array<TextbookChapterVersion>;
  /** the signed-in buyer's own Checkout Session, for the success page */
  checkoutResult: CheckoutResult;
  /** the books a user saved that are listed */
  collection: LibraryPage;
  cookbook: Maybe<Cookbook>;
  cookbookCosts: CookbookCosts;
  creditBalance: Scalars['Int']['output'];
  creditCosts: CreditCosts;
  /** the signed-in user's credit movements, newest first (one book's with bookId) */
  creditLedger: Array<CreditLedgerItem>;
  creditPayments: CreditPayments;
  /** the feature flags, with whether each is on for the one asking */
  featureFlags: Array<FeatureFlagInfo>;
  featuredBooks: Array<LibraryBook>;
  /** public worlds moderators picked (Discover) */
  featuredWorlds: Array<World>;
  gamebook: Maybe<Gamebook>;
  gamebookCosts: GamebookCosts;
  /** where a choice that led nowhere has got to: its words so far while it is written */
  gamebookGrowth: GamebookGrowth;
  /** a segment a reader waits for while another reader grows it */
  gamebookSegment: GamebookSegmentState;
  /** admin or contentMod */
  generationConfig: Maybe<GenerationConfig>;
  /** admin or contentMod: every version of a book type (textbook, storybook, worksheet), newest first */
  generationConfigs: Array<GenerationConfig>;
  /** admin */
  globalConfig: Maybe<GlobalConfig>;
  /** admin */
  globalConfigs: Array<GlobalConfig>;
  isBookSaved: Scalars['Boolean']['output'];
  /** listed books: a query (full text, typo tolerant) and filters (subject: a code of librarySubjectCodes); sort relevance, newest, mostRead or mostSaved */
  library: LibraryPage;
  libraryAuthors: AuthorsPage;
  /** the subjects of the fixed list that have listed books, most books first: the subject filter's options */
  librarySubjectCodes: Array<LibrarySubject>;
  /** the most common wordings of subjects of listed books (search suggestions) */
  librarySubjects: Array<Scalars['String']['output']>;
  /** admin or contentMod */
  moderatorGamebooks: ModeratedGamebookPage;
  /** admin or contentMod: e-mail or name contains the search text, 20 a page */
  moderatorUsers: AdminUserPage;
  /** admin or contentMod */
  moderatorWorlds: WorldPage;
  /** the signed-in user's books of every kind (or of one kind: textbook, storybook) in a My Books tab: drafts, generating, private (done, only the owner reads it) or published (done, public or unlisted) */
  myBooks: Array<Book>;
  /** the signed-in user's characters, newest first: they carry over between books */
  myCharacters: Array<StoryCharacter>;
  /** the signed-in user's saved books (unlisted ones too) */
  myCollection: LibraryPage;
  myWorlds: Array<World>;
  /** admin */
  promotionCodes: Array<PromotionCode>;
  recipe: Maybe<Recipe>;
  /** a recipe's versions, newest first: the owner's and moderators' */
  recipeVersions: Array<RecipeVersion>;
  redwood: Redwood;
  storybook: Maybe<Storybook>;
  storybookCosts: StorybookCosts;
  /** a page's versions, newest first: the owner's and moderators' */
  storybookPageVersions: Array<StorybookPageVersion>;
  /** admin */
  task: Maybe<Task>;
  /** admin */
  taskTypes: Array<TaskType>;
  /** admin: newest first, 20 a page */
  tasks: TaskPage;
  textbook: Maybe<Textbook>;
  user: Maybe<User>;
  /** true while the caller's session is alive */
  userHeartbeat: Scalars['Boolean']['output'];
  version: Version;
  worksheet: Maybe<Worksheet>;
  worksheetCosts: WorksheetCosts;
  worksheetGroup: Maybe<WorksheetGroup>;
  /** a worksheet's versions, newest first: the owner's and moderators' */
  worksheetVersions: Array<WorksheetVersion>;
  world: Maybe<World>;
  worldStory: Maybe<WorldStory>;
  worldStoryCosts: WorldStoryCosts;
};


export type QueryAdventurePrototypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuthorArgs = {
  slug: Scalars['String']['input'];
};


export type QueryAuthorBooksArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryBookExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookExportsArgs = {
  bookId: Scalars['ID']['input'];
};


export type QueryChapterVersionsArgs = {
  chapterId: Scalars['ID']['input'];
};


export type QueryCheckoutResultArgs = {
  sessionId: Scalars['String']['input'];
};


export type QueryCollectionArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryCookbookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCreditLedgerArgs = {
  bookId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFeaturedBooksArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGamebookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGamebookGrowthArgs = {
  choiceId: Scalars['ID']['input'];
  gamebookId: Scalars['ID']['input'];
  segmentId: Scalars['ID']['input'];
};


export type QueryGamebookSegmentArgs = {
  gamebookId: Scalars['ID']['input'];
  segmentId: Scalars['ID']['input'];
};


export type QueryGenerationConfigArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGenerationConfigsArgs = {
  bookType: Scalars['String']['input'];
};


export type QueryGlobalConfigArgs = {
  key: Scalars['ID']['input'];
};


export type QueryIsBookSavedArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLibraryArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  readingLevel?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLibraryAuthorsArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLibrarySubjectCodesArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLibrarySubjectsArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryModeratorGamebooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryModeratorUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryModeratorWorldsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyBooksArgs = {
  kind?: InputMaybe<BookKind>;
  mode: MyBooksMode;
};


export type QueryMyCollectionArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecipeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecipeVersionsArgs = {
  recipeId: Scalars['ID']['input'];
};


export type QueryStorybookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryStorybookPageVersionsArgs = {
  pageId: Scalars['ID']['input'];
};


export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTasksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTextbookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorksheetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorksheetGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorksheetVersionsArgs = {
  worksheetId: Scalars['ID']['input'];
};


export type QueryWorldArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorldStoryArgs = {
  id: Scalars['ID']['input'];
};

export type Recipe = {
  __typename?: 'Recipe';
  /** of the 14 major allergens, those the ingredients contain */
  allergens: Array<Scalars['String']['output']>;
  cookMinutes: Scalars['Int']['output'];
  cookbookId: Scalars['ID']['output'];
  cuisine: Scalars['String']['output'];
  /** vegetarian, vegan, gluten-free, dairy-free, nut-free: those the cook claims and the ingredients allow */
  diet: Array<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  ingredients: Array<RecipeIngredient>;
  position: Scalars['Int']['output'];
  prepMinutes: Scalars['Int']['output'];
  servings: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** queued, writing, done, failed or cancelled */
  status: PartStatus;
  steps: Array<RecipeStep>;
  story: Scalars['String']['output'];
  /** what the plan said of it (before it is written) */
  summary: Scalars['String']['output'];
  tips: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  totalMinutes: Scalars['Int']['output'];
};

/** an ingredient: a quantity (a number, or a range from quantity to quantityMax) in a unit of the known list (g, kg, oz, lb, ml, cl, dl, l, tsp, tbsp, floz, cup, pint, quart, piece, clove, slice, can, bunch, sprig, leaf, stalk, head, stick, sheet, pinch, dash, handful, to-taste), or a count of whole things with no unit */
export type RecipeIngredient = {
  __typename?: 'RecipeIngredient';
  /** the part of the recipe it is for: for the sauce */
  group: Maybe<Scalars['String']['output']>;
  item: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  quantity: Maybe<Scalars['Float']['output']>;
  quantityMax: Maybe<Scalars['Float']['output']>;
  unit: Maybe<Scalars['String']['output']>;
};

export type RecipeIngredientInput = {
  group?: InputMaybe<Scalars['String']['input']>;
  item: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  quantityMax?: InputMaybe<Scalars['Float']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
};

export type RecipeInput = {
  cookMinutes: Scalars['Int']['input'];
  cuisine: Scalars['String']['input'];
  diet: Array<Scalars['String']['input']>;
  ingredients: Array<RecipeIngredientInput>;
  prepMinutes: Scalars['Int']['input'];
  servings: Scalars['Int']['input'];
  steps: Array<RecipeStepInput>;
  story: Scalars['String']['input'];
  tips: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type RecipeStep = {
  __typename?: 'RecipeStep';
  minutes: Maybe<Scalars['Int']['output']>;
  temperature: Maybe<RecipeTemperature>;
  text: Scalars['String']['output'];
};

export type RecipeStepInput = {
  minutes?: InputMaybe<Scalars['Int']['input']>;
  temperature?: InputMaybe<RecipeTemperatureInput>;
  text: Scalars['String']['input'];
};

export type RecipeTemperature = {
  __typename?: 'RecipeTemperature';
  unit: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type RecipeTemperatureInput = {
  unit: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};

/** a state a recipe had: kept for every writing, rewrite, edit and restore */
export type RecipeVersion = {
  __typename?: 'RecipeVersion';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  instruction: Maybe<Scalars['String']['output']>;
  source: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Redwood = {
  __typename?: 'Redwood';
  /** the signed-in user's metadata {id, name, email, picture, roles}; null for guests */
  currentUser: Maybe<Scalars['JSON']['output']>;
};

export type SaveState = {
  __typename?: 'SaveState';
  id: Scalars['ID']['output'];
  saveCount: Scalars['Int']['output'];
  saved: Scalars['Boolean']['output'];
};

export type StartCookbookInput = {
  cuisine?: InputMaybe<Scalars['String']['input']>;
  diet: Array<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
  language: Scalars['String']['input'];
  recipeCount: Scalars['Int']['input'];
  skill: CookingSkill;
  theme: Scalars['String']['input'];
};

export type StartGamebookInput = {
  endingCount: Scalars['Int']['input'];
  idea: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  language: Scalars['String']['input'];
  segmentCount: Scalars['Int']['input'];
  useFlags: Scalars['Boolean']['input'];
  worldId: Scalars['ID']['input'];
};

export type StartStorybookInput = {
  age: Scalars['Int']['input'];
  artStyle: Scalars['String']['input'];
  characters: Array<CharacterInput>;
  idea: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  language: Scalars['String']['input'];
  pageCount: Scalars['Int']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type StartTextbookInput = {
  audience?: InputMaybe<Scalars['String']['input']>;
  chapterCount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  language: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  readingLevel?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  /** a subject from the fixed list (biology, history…); when not given, the one subject names */
  subjectCode?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  topic: Scalars['String']['input'];
};

export type StartWorksheetGroupInput = {
  difficulty: Difficulty;
  idempotencyKey: Scalars['String']['input'];
  itemTypes: Array<WorksheetItemType>;
  itemsPerWorksheet: Scalars['Int']['input'];
  language: Scalars['String']['input'];
  level: Scalars['String']['input'];
  topic: Scalars['String']['input'];
  worksheetCount: Scalars['Int']['input'];
};

export type StartWorldStoryInput = {
  chapterCount: Scalars['Int']['input'];
  idea: Scalars['String']['input'];
  idempotencyKey: Scalars['String']['input'];
  language: Scalars['String']['input'];
  worldId: Scalars['ID']['input'];
};

export type StoryBeat = {
  __typename?: 'StoryBeat';
  beat: Scalars['String']['output'];
  characters: Array<Scalars['ID']['output']>;
  scene: StoryScene;
};

export type StoryBeatInput = {
  beat: Scalars['String']['input'];
  characters: Array<Scalars['ID']['input']>;
  scene: StorySceneInput;
};

export type StoryCharacter = {
  __typename?: 'StoryCharacter';
  clothes: Scalars['String']['output'];
  colours: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** child, adult or animal */
  kind: Scalars['String']['output'];
  look: Scalars['String']['output'];
  name: Scalars['String']['output'];
  portrait: Maybe<WebImage>;
};

export type StoryScene = {
  __typename?: 'StoryScene';
  description: Scalars['String']['output'];
  setting: Scalars['String']['output'];
  timeOfDay: Scalars['String']['output'];
};

export type StorySceneInput = {
  description: Scalars['String']['input'];
  setting: Scalars['String']['input'];
  timeOfDay: Scalars['String']['input'];
};

export type Storyboard = {
  __typename?: 'Storyboard';
  pages: Array<StoryBeat>;
  title: Scalars['String']['output'];
};

export type StoryboardInput = {
  pages: Array<StoryBeatInput>;
  title: Scalars['String']['input'];
};

export type Storybook = Book & {
  __typename?: 'Storybook';
  age: Scalars['Int']['output'];
  artStyle: Scalars['String']['output'];
  author: User;
  characters: Array<StoryCharacter>;
  /** the first page's picture */
  cover: Maybe<WebImage>;
  createdAt: Scalars['String']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** the author's idea: the owner's alone */
  idea: Maybe<Scalars['String']['output']>;
  isOwner: Scalars['Boolean']['output'];
  /** always storybook */
  kind: BookKind;
  language: Scalars['String']['output'];
  offlineDraft: Scalars['Boolean']['output'];
  pageCount: Scalars['Int']['output'];
  pages: Array<StorybookPage>;
  /** its pages (pageCount) */
  partCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** draft, outlining, outlined, generating, done, failed or cancelled */
  status: BookStatus;
  storyboard: Maybe<Storyboard>;
  title: Scalars['String']['output'];
  /** whether the author gave the title at the start (else the writer named the book) */
  titleGiven: Scalars['Boolean']['output'];
  updatedAt: Scalars['String']['output'];
  visibility: Visibility;
  wizardStep: WizardStep;
};

export type StorybookCosts = {
  __typename?: 'StorybookCosts';
  page: Scalars['Int']['output'];
  plan: Scalars['Int']['output'];
  redraw: Scalars['Int']['output'];
};

export type StorybookPage = {
  __typename?: 'StorybookPage';
  alt: Scalars['String']['output'];
  beat: Scalars['String']['output'];
  characters: Array<Scalars['ID']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  picture: Maybe<WebImage>;
  /** illustrator or upload */
  pictureSource: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  scene: StoryScene;
  /** queued, writing, done, failed or cancelled */
  status: PartStatus;
  text: Scalars['String']['output'];
};

export type StorybookPageInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

/** a state a page had: kept for every writing, rewrite, redraw, edit, upload and restore */
export type StorybookPageVersion = {
  __typename?: 'StorybookPageVersion';
  alt: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  instruction: Maybe<Scalars['String']['output']>;
  picture: Maybe<WebImage>;
  /** writer, rewrite, redraw, edit, upload or restore */
  source: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type StorybookStartInput = {
  age: Scalars['Int']['input'];
  artStyle: Scalars['String']['input'];
  characters: Array<CharacterInput>;
  idea: Scalars['String']['input'];
  language: Scalars['String']['input'];
  pageCount: Scalars['Int']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

/** An admin task: queued, running, done, failed or cancelled */
export type Task = {
  __typename?: 'Task';
  createdAt: Scalars['String']['output'];
  createdBy: Maybe<AdminUser>;
  finishedAt: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** JSON object text */
  payload: Scalars['String']['output'];
  /** JSON text, once the task has finished */
  result: Maybe<Scalars['String']['output']>;
  startedAt: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type TaskPage = {
  __typename?: 'TaskPage';
  items: Array<Task>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A kind of admin task the server knows how to run */
export type TaskType = {
  __typename?: 'TaskType';
  description: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Textbook = Book & {
  __typename?: 'Textbook';
  audience: Scalars['String']['output'];
  author: User;
  chapterCount: Scalars['Int']['output'];
  chapters: Array<TextbookChapter>;
  configVersion: Maybe<Scalars['Int']['output']>;
  copyright: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  dedication: Scalars['String']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOwner: Scalars['Boolean']['output'];
  /** always textbook */
  kind: BookKind;
  language: Scalars['String']['output'];
  /** the owner's notes to the writer (with the outline comments): null for everyone else */
  notes: Maybe<Scalars['String']['output']>;
  /** true when written by the offline writer (no AI provider configured) */
  offlineDraft: Scalars['Boolean']['output'];
  outline: Maybe<Outline>;
  /** the chapters it has or will have (chapterCount) */
  partCount: Scalars['Int']['output'];
  readingLevel: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** draft, outlining, outlined, generating, done, failed or cancelled */
  status: BookStatus;
  subject: Scalars['String']['output'];
  /** the subject in the fixed list (core/subjects.ts); null when the book names none */
  subjectCode: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  topic: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** private, unlisted or public */
  visibility: Visibility;
  /** the wizard step to resume: start, outline, generate or done */
  wizardStep: WizardStep;
};

export type TextbookChapter = {
  __typename?: 'TextbookChapter';
  errorMessage: Maybe<Scalars['String']['output']>;
  /** the Markdown as safe HTML (api/lib/markdown.ts); headingLevel 2, 3 or 4 is the element of # and ## headings */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  markdown: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  sections: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** queued, writing, done, failed or cancelled */
  status: PartStatus;
  title: Scalars['String']['output'];
  /** every text this chapter has had, oldest first: the owner and moderators only */
  versions: Maybe<Array<TextbookChapterVersion>>;
};


export type TextbookChapterHtmlArgs = {
  headingLevel?: InputMaybe<Scalars['Int']['input']>;
};

export type TextbookChapterVersion = {
  __typename?: 'TextbookChapterVersion';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  instruction: Maybe<Scalars['String']['output']>;
  markdown: Scalars['String']['output'];
  /** 1, 2, 3… in the order the chapter's texts were made */
  number: Scalars['Int']['output'];
  restoredFrom: Maybe<Scalars['Int']['output']>;
  /** writer (the AI's first text), rewrite (the AI, with instruction), edit (the owner's), restore (restoredFrom brought back) or kept (the text found when history began) */
  source: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type TextbookDeletion = {
  __typename?: 'TextbookDeletion';
  deletedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** a book's start values, changed while its outline is reviewed */
export type TextbookStartInput = {
  audience?: InputMaybe<Scalars['String']['input']>;
  chapterCount: Scalars['Int']['input'];
  language: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  readingLevel?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  subjectCode?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  topic: Scalars['String']['input'];
};

export type UpdateGlobalConfigInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** any JSON, as text */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTaskInput = {
  /** JSON object text */
  payload?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A user as anyone may see them */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
  /** the user's page address: @ followed by letters, digits, dots or hyphens */
  slug: Maybe<Scalars['String']['output']>;
};

export type Version = {
  __typename?: 'Version';
  /** when and what was built: a commit or a timestamp */
  build: Scalars['String']['output'];
  environment: Scalars['String']['output'];
  /** the application version from package.json */
  version: Scalars['String']['output'];
};

/** who may read a book: its owner, anyone with the link, or everyone (listed in the library) */
export type Visibility =
  | 'private'
  | 'public'
  | 'unlisted';

/** a picture kept in storage, in several sizes and formats (api/images) */
export type WebImage = {
  __typename?: 'WebImage';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** a tiny blurred version as a data: URL, shown while the picture loads */
  placeholder: Maybe<Scalars['String']['output']>;
  /** srcset per type (image/avif, image/webp) */
  sources: Array<WebImageSource>;
  /** the picture in a format every browser shows */
  src: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type WebImageSource = {
  __typename?: 'WebImageSource';
  srcset: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** the wizard step a book resumes at */
export type WizardStep =
  | 'done'
  | 'generate'
  | 'outline'
  | 'start';

export type Worksheet = {
  __typename?: 'Worksheet';
  errorMessage: Maybe<Scalars['String']['output']>;
  flags: Array<WorksheetFlag>;
  groupId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  instructions: Scalars['String']['output'];
  itemCount: Scalars['Int']['output'];
  items: Array<WorksheetItem>;
  objectives: Array<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** queued, writing, done, failed or cancelled */
  status: PartStatus;
  title: Scalars['String']['output'];
};

export type WorksheetCosts = {
  __typename?: 'WorksheetCosts';
  plan: Scalars['Int']['output'];
  worksheet: Scalars['Int']['output'];
};

/** an item where a second solver, who did not see the key, answered differently: for the teacher to review */
export type WorksheetFlag = {
  __typename?: 'WorksheetFlag';
  item: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  solver: Scalars['String']['output'];
};

export type WorksheetGroup = Book & {
  __typename?: 'WorksheetGroup';
  author: User;
  createdAt: Scalars['String']['output'];
  difficulty: Difficulty;
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOwner: Scalars['Boolean']['output'];
  itemTypes: Array<WorksheetItemType>;
  itemsPerWorksheet: Scalars['Int']['output'];
  /** always worksheet */
  kind: BookKind;
  language: Scalars['String']['output'];
  /** the grade or reading level, as the teacher wrote it */
  level: Scalars['String']['output'];
  offlineDraft: Scalars['Boolean']['output'];
  /** its worksheets (worksheetCount) */
  partCount: Scalars['Int']['output'];
  plan: Maybe<WorksheetGroupPlan>;
  slug: Scalars['String']['output'];
  status: BookStatus;
  title: Scalars['String']['output'];
  topic: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  visibility: Visibility;
  wizardStep: WizardStep;
  worksheetCount: Scalars['Int']['output'];
  worksheets: Array<Worksheet>;
};

export type WorksheetGroupPlan = {
  __typename?: 'WorksheetGroupPlan';
  title: Scalars['String']['output'];
  worksheets: Array<WorksheetPlanEntry>;
};

export type WorksheetGroupPlanInput = {
  title: Scalars['String']['input'];
  worksheets: Array<WorksheetPlanEntryInput>;
};

export type WorksheetHeaderInput = {
  instructions?: InputMaybe<Scalars['String']['input']>;
  objectives?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** an exercise with its answer key; which fields are set depends on its type */
export type WorksheetItem = {
  __typename?: 'WorksheetItem';
  /** trueFalse: the answer */
  answer: Maybe<Scalars['Boolean']['output']>;
  /** shortAnswer: the answers accepted (the first is the key's) */
  answers: Maybe<Array<Scalars['String']['output']>>;
  /** fillBlanks: per blank, the answers accepted (the first is the key's) */
  blanks: Maybe<Array<Array<Scalars['String']['output']>>>;
  /** multipleChoice: the indexes of the right options */
  correct: Maybe<Array<Scalars['Int']['output']>>;
  /** a short reason for the answer, shown after checking and in the teacher's key */
  explanation: Scalars['String']['output'];
  /** openQuestion: a word problem's final answer, when it has one */
  finalAnswer: Maybe<Scalars['String']['output']>;
  /** multipleChoice: whether several options are right */
  multiple: Maybe<Scalars['Boolean']['output']>;
  /** multipleChoice: 3 to 5 options */
  options: Maybe<Array<Scalars['String']['output']>>;
  /** matching: the pairs, left to right */
  pairs: Maybe<Array<MatchingPair>>;
  prompt: Scalars['String']['output'];
  /** openQuestion: a model answer for the teacher */
  sampleAnswer: Maybe<Scalars['String']['output']>;
  /** ordering: the steps in the right order */
  steps: Maybe<Array<Scalars['String']['output']>>;
  /** fillBlanks: the text with ___ for each blank */
  text: Maybe<Scalars['String']['output']>;
  type: WorksheetItemType;
};

export type WorksheetItemInput = {
  answer?: InputMaybe<Scalars['Boolean']['input']>;
  answers?: InputMaybe<Array<Scalars['String']['input']>>;
  blanks?: InputMaybe<Array<Array<Scalars['String']['input']>>>;
  correct?: InputMaybe<Array<Scalars['Int']['input']>>;
  explanation: Scalars['String']['input'];
  finalAnswer?: InputMaybe<Scalars['String']['input']>;
  multiple?: InputMaybe<Scalars['Boolean']['input']>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  pairs?: InputMaybe<Array<MatchingPairInput>>;
  prompt: Scalars['String']['input'];
  sampleAnswer?: InputMaybe<Scalars['String']['input']>;
  steps?: InputMaybe<Array<Scalars['String']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
  type: WorksheetItemType;
};

export type WorksheetItemType =
  | 'fillBlanks'
  | 'matching'
  | 'multipleChoice'
  | 'openQuestion'
  | 'ordering'
  | 'shortAnswer'
  | 'trueFalse';

export type WorksheetPlanEntry = {
  __typename?: 'WorksheetPlanEntry';
  objectives: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type WorksheetPlanEntryInput = {
  objectives: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** a worksheet group's PDF: the students' sheets (no answers) or the teacher's answer key */
export type WorksheetSheet =
  | 'key'
  | 'student';

export type WorksheetStartInput = {
  difficulty: Difficulty;
  itemTypes: Array<WorksheetItemType>;
  itemsPerWorksheet: Scalars['Int']['input'];
  language: Scalars['String']['input'];
  level: Scalars['String']['input'];
  topic: Scalars['String']['input'];
  worksheetCount: Scalars['Int']['input'];
};

/** a state a worksheet had: kept for every writing, rewrite, edit and restore */
export type WorksheetVersion = {
  __typename?: 'WorksheetVersion';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  instruction: Maybe<Scalars['String']['output']>;
  itemCount: Scalars['Int']['output'];
  /** writer, rewrite, edit, restore or kept */
  source: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type World = {
  __typename?: 'World';
  audienceAge: Scalars['Int']['output'];
  author: User;
  characters: Array<WorldCharacter>;
  createdAt: Scalars['String']['output'];
  featured: Scalars['Boolean']['output'];
  /** its gamebooks: all of them for the owner and moderators, the shared ones for others */
  gamebooks: Array<Gamebook>;
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isOwner: Scalars['Boolean']['output'];
  language: Scalars['String']['output'];
  lore: Scalars['String']['output'];
  name: Scalars['String']['output'];
  places: Array<WorldPlace>;
  premise: Scalars['String']['output'];
  rules: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** its stories, the same way */
  stories: Array<WorldStory>;
  /** one of cosy, adventurous, mysterious, funny, eerie, or the author's own word */
  tone: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  visibility: Visibility;
};

export type WorldCharacter = {
  __typename?: 'WorldCharacter';
  clothes: Scalars['String']['output'];
  colours: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  look: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type WorldCharacterInput = {
  clothes?: InputMaybe<Scalars['String']['input']>;
  colours?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
  look: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type WorldInput = {
  audienceAge: Scalars['Int']['input'];
  characters: Array<WorldCharacterInput>;
  language: Scalars['String']['input'];
  lore: Scalars['String']['input'];
  name: Scalars['String']['input'];
  places: Array<WorldPlaceInput>;
  premise: Scalars['String']['input'];
  rules: Array<Scalars['String']['input']>;
  tone: Scalars['String']['input'];
};

export type WorldPage = {
  __typename?: 'WorldPage';
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  worlds: Array<World>;
};

export type WorldPlace = {
  __typename?: 'WorldPlace';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type WorldPlaceInput = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type WorldStory = Book & {
  __typename?: 'WorldStory';
  author: User;
  chapterCount: Scalars['Int']['output'];
  chapters: Array<WorldStoryChapter>;
  createdAt: Scalars['String']['output'];
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  idea: Scalars['String']['output'];
  isOwner: Scalars['Boolean']['output'];
  /** always worldstory */
  kind: BookKind;
  language: Scalars['String']['output'];
  offlineDraft: Scalars['Boolean']['output'];
  partCount: Scalars['Int']['output'];
  plan: Maybe<WorldStoryPlan>;
  slug: Scalars['String']['output'];
  status: BookStatus;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  visibility: Visibility;
  wizardStep: WizardStep;
  worldId: Scalars['ID']['output'];
};

export type WorldStoryChapter = {
  __typename?: 'WorldStoryChapter';
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  markdown: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  status: PartStatus;
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type WorldStoryCosts = {
  __typename?: 'WorldStoryCosts';
  chapter: Scalars['Int']['output'];
  plan: Scalars['Int']['output'];
};

export type WorldStoryPlan = {
  __typename?: 'WorldStoryPlan';
  chapters: Array<WorldStoryPlanChapter>;
  title: Scalars['String']['output'];
};

export type WorldStoryPlanChapter = {
  __typename?: 'WorldStoryPlanChapter';
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type WorldStoryPlanChapterInput = {
  summary: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type WorldStoryPlanInput = {
  chapters: Array<WorldStoryPlanChapterInput>;
  title: Scalars['String']['input'];
};

export type WorldStoryStartInput = {
  chapterCount: Scalars['Int']['input'];
  idea: Scalars['String']['input'];
  language: Scalars['String']['input'];
  worldId: Scalars['ID']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Book:
    | ( DeepPartial<Cookbook> )
    | ( DeepPartial<Gamebook> )
    | ( DeepPartial<Storybook> )
    | ( DeepPartial<Textbook> )
    | ( DeepPartial<WorksheetGroup> )
    | ( DeepPartial<WorldStory> )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminUser: ResolverTypeWrapper<DeepPartial<AdminUser>>;
  String: ResolverTypeWrapper<DeepPartial<Scalars['String']['output']>>;
  Int: ResolverTypeWrapper<DeepPartial<Scalars['Int']['output']>>;
  Boolean: ResolverTypeWrapper<DeepPartial<Scalars['Boolean']['output']>>;
  ID: ResolverTypeWrapper<DeepPartial<Scalars['ID']['output']>>;
  AdminUserPage: ResolverTypeWrapper<DeepPartial<AdminUserPage>>;
  AdventurePrototype: ResolverTypeWrapper<DeepPartial<AdventurePrototype>>;
  AdventurePrototypeInput: ResolverTypeWrapper<DeepPartial<AdventurePrototypeInput>>;
  AuthorSummary: ResolverTypeWrapper<DeepPartial<AuthorSummary>>;
  AuthorsPage: ResolverTypeWrapper<DeepPartial<AuthorsPage>>;
  Book: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Book']>;
  BookExport: ResolverTypeWrapper<DeepPartial<BookExport>>;
  BookKind: ResolverTypeWrapper<DeepPartial<BookKind>>;
  BookStatus: ResolverTypeWrapper<DeepPartial<BookStatus>>;
  ChapterInput: ResolverTypeWrapper<DeepPartial<ChapterInput>>;
  CharacterInput: ResolverTypeWrapper<DeepPartial<CharacterInput>>;
  CheckoutResult: ResolverTypeWrapper<DeepPartial<CheckoutResult>>;
  Cookbook: ResolverTypeWrapper<DeepPartial<Cookbook>>;
  CookbookCosts: ResolverTypeWrapper<DeepPartial<CookbookCosts>>;
  CookbookPlan: ResolverTypeWrapper<DeepPartial<CookbookPlan>>;
  CookbookPlanEntry: ResolverTypeWrapper<DeepPartial<CookbookPlanEntry>>;
  CookbookPlanEntryInput: ResolverTypeWrapper<DeepPartial<CookbookPlanEntryInput>>;
  CookbookPlanInput: ResolverTypeWrapper<DeepPartial<CookbookPlanInput>>;
  CookbookStartInput: ResolverTypeWrapper<DeepPartial<CookbookStartInput>>;
  CookingSkill: ResolverTypeWrapper<DeepPartial<CookingSkill>>;
  CreateGlobalConfigInput: ResolverTypeWrapper<DeepPartial<CreateGlobalConfigInput>>;
  CreateTaskInput: ResolverTypeWrapper<DeepPartial<CreateTaskInput>>;
  CreditCosts: ResolverTypeWrapper<DeepPartial<CreditCosts>>;
  CreditLedgerItem: ResolverTypeWrapper<DeepPartial<CreditLedgerItem>>;
  CreditPack: ResolverTypeWrapper<DeepPartial<CreditPack>>;
  CreditPayments: ResolverTypeWrapper<DeepPartial<CreditPayments>>;
  CreditPrice: ResolverTypeWrapper<DeepPartial<CreditPrice>>;
  Difficulty: ResolverTypeWrapper<DeepPartial<Difficulty>>;
  ExportFormat: ResolverTypeWrapper<DeepPartial<ExportFormat>>;
  ExportStatus: ResolverTypeWrapper<DeepPartial<ExportStatus>>;
  FeatureFlagInfo: ResolverTypeWrapper<DeepPartial<FeatureFlagInfo>>;
  FrontMatterInput: ResolverTypeWrapper<DeepPartial<FrontMatterInput>>;
  Gamebook: ResolverTypeWrapper<DeepPartial<Gamebook>>;
  GamebookChoice: ResolverTypeWrapper<DeepPartial<GamebookChoice>>;
  GamebookChoiceInput: ResolverTypeWrapper<DeepPartial<GamebookChoiceInput>>;
  GamebookCosts: ResolverTypeWrapper<DeepPartial<GamebookCosts>>;
  GamebookGrowth: ResolverTypeWrapper<DeepPartial<GamebookGrowth>>;
  GamebookPlan: ResolverTypeWrapper<DeepPartial<GamebookPlan>>;
  GamebookPlanInput: ResolverTypeWrapper<DeepPartial<GamebookPlanInput>>;
  GamebookPlanSegment: ResolverTypeWrapper<DeepPartial<GamebookPlanSegment>>;
  GamebookPlanSegmentInput: ResolverTypeWrapper<DeepPartial<GamebookPlanSegmentInput>>;
  GamebookProblem: ResolverTypeWrapper<DeepPartial<GamebookProblem>>;
  GamebookSegment: ResolverTypeWrapper<DeepPartial<GamebookSegment>>;
  GamebookSegmentInput: ResolverTypeWrapper<DeepPartial<GamebookSegmentInput>>;
  GamebookSegmentState: ResolverTypeWrapper<DeepPartial<GamebookSegmentState>>;
  GamebookStartInput: ResolverTypeWrapper<DeepPartial<GamebookStartInput>>;
  GamebookTaken: ResolverTypeWrapper<DeepPartial<GamebookTaken>>;
  GenerationConfig: ResolverTypeWrapper<DeepPartial<GenerationConfig>>;
  Float: ResolverTypeWrapper<DeepPartial<Scalars['Float']['output']>>;
  GenerationConfigInput: ResolverTypeWrapper<DeepPartial<GenerationConfigInput>>;
  GlobalConfig: ResolverTypeWrapper<DeepPartial<GlobalConfig>>;
  JSON: ResolverTypeWrapper<DeepPartial<Scalars['JSON']['output']>>;
  LibraryAuthor: ResolverTypeWrapper<DeepPartial<LibraryAuthor>>;
  LibraryBook: ResolverTypeWrapper<DeepPartial<LibraryBook>>;
  LibraryCover: ResolverTypeWrapper<DeepPartial<LibraryCover>>;
  LibraryPage: ResolverTypeWrapper<DeepPartial<LibraryPage>>;
  LibrarySubject: ResolverTypeWrapper<DeepPartial<LibrarySubject>>;
  MatchingPair: ResolverTypeWrapper<DeepPartial<MatchingPair>>;
  MatchingPairInput: ResolverTypeWrapper<DeepPartial<MatchingPairInput>>;
  ModeratedGamebookPage: ResolverTypeWrapper<DeepPartial<ModeratedGamebookPage>>;
  ModeratedTextbook: ResolverTypeWrapper<DeepPartial<ModeratedTextbook>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyBooksMode: ResolverTypeWrapper<DeepPartial<MyBooksMode>>;
  Outline: ResolverTypeWrapper<DeepPartial<Outline>>;
  OutlineChapter: ResolverTypeWrapper<DeepPartial<OutlineChapter>>;
  OutlineChapterInput: ResolverTypeWrapper<DeepPartial<OutlineChapterInput>>;
  OutlineInput: ResolverTypeWrapper<DeepPartial<OutlineInput>>;
  Paper: ResolverTypeWrapper<DeepPartial<Paper>>;
  PartStatus: ResolverTypeWrapper<DeepPartial<PartStatus>>;
  PromotionCode: ResolverTypeWrapper<DeepPartial<PromotionCode>>;
  PromotionCodeInput: ResolverTypeWrapper<DeepPartial<PromotionCodeInput>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recipe: ResolverTypeWrapper<DeepPartial<Recipe>>;
  RecipeIngredient: ResolverTypeWrapper<DeepPartial<RecipeIngredient>>;
  RecipeIngredientInput: ResolverTypeWrapper<DeepPartial<RecipeIngredientInput>>;
  RecipeInput: ResolverTypeWrapper<DeepPartial<RecipeInput>>;
  RecipeStep: ResolverTypeWrapper<DeepPartial<RecipeStep>>;
  RecipeStepInput: ResolverTypeWrapper<DeepPartial<RecipeStepInput>>;
  RecipeTemperature: ResolverTypeWrapper<DeepPartial<RecipeTemperature>>;
  RecipeTemperatureInput: ResolverTypeWrapper<DeepPartial<RecipeTemperatureInput>>;
  RecipeVersion: ResolverTypeWrapper<DeepPartial<RecipeVersion>>;
  Redwood: ResolverTypeWrapper<DeepPartial<Redwood>>;
  SaveState: ResolverTypeWrapper<DeepPartial<SaveState>>;
  StartCookbookInput: ResolverTypeWrapper<DeepPartial<StartCookbookInput>>;
  StartGamebookInput: ResolverTypeWrapper<DeepPartial<StartGamebookInput>>;
  StartStorybookInput: ResolverTypeWrapper<DeepPartial<StartStorybookInput>>;
  StartTextbookInput: ResolverTypeWrapper<DeepPartial<StartTextbookInput>>;
  StartWorksheetGroupInput: ResolverTypeWrapper<DeepPartial<StartWorksheetGroupInput>>;
  StartWorldStoryInput: ResolverTypeWrapper<DeepPartial<StartWorldStoryInput>>;
  StoryBeat: ResolverTypeWrapper<DeepPartial<StoryBeat>>;
  StoryBeatInput: ResolverTypeWrapper<DeepPartial<StoryBeatInput>>;
  StoryCharacter: ResolverTypeWrapper<DeepPartial<StoryCharacter>>;
  StoryScene: ResolverTypeWrapper<DeepPartial<StoryScene>>;
  StorySceneInput: ResolverTypeWrapper<DeepPartial<StorySceneInput>>;
  Storyboard: ResolverTypeWrapper<DeepPartial<Storyboard>>;
  StoryboardInput: ResolverTypeWrapper<DeepPartial<StoryboardInput>>;
  Storybook: ResolverTypeWrapper<DeepPartial<Storybook>>;
  StorybookCosts: ResolverTypeWrapper<DeepPartial<StorybookCosts>>;
  StorybookPage: ResolverTypeWrapper<DeepPartial<StorybookPage>>;
  StorybookPageInput: ResolverTypeWrapper<DeepPartial<StorybookPageInput>>;
  StorybookPageVersion: ResolverTypeWrapper<DeepPartial<StorybookPageVersion>>;
  StorybookStartInput: ResolverTypeWrapper<DeepPartial<StorybookStartInput>>;
  Task: ResolverTypeWrapper<DeepPartial<Task>>;
  TaskPage: ResolverTypeWrapper<DeepPartial<TaskPage>>;
  TaskType: ResolverTypeWrapper<DeepPartial<TaskType>>;
  Textbook: ResolverTypeWrapper<DeepPartial<Textbook>>;
  TextbookChapter: ResolverTypeWrapper<DeepPartial<TextbookChapter>>;
  TextbookChapterVersion: ResolverTypeWrapper<DeepPartial<TextbookChapterVersion>>;
  TextbookDeletion: ResolverTypeWrapper<DeepPartial<TextbookDeletion>>;
  TextbookStartInput: ResolverTypeWrapper<DeepPartial<TextbookStartInput>>;
  UpdateGlobalConfigInput: ResolverTypeWrapper<DeepPartial<UpdateGlobalConfigInput>>;
  UpdateTaskInput: ResolverTypeWrapper<DeepPartial<UpdateTaskInput>>;
  User: ResolverTypeWrapper<DeepPartial<User>>;
  Version: ResolverTypeWrapper<DeepPartial<Version>>;
  Visibility: ResolverTypeWrapper<DeepPartial<Visibility>>;
  WebImage: ResolverTypeWrapper<DeepPartial<WebImage>>;
  WebImageSource: ResolverTypeWrapper<DeepPartial<WebImageSource>>;
  WizardStep: ResolverTypeWrapper<DeepPartial<WizardStep>>;
  Worksheet: ResolverTypeWrapper<DeepPartial<Worksheet>>;
  WorksheetCosts: ResolverTypeWrapper<DeepPartial<WorksheetCosts>>;
  WorksheetFlag: ResolverTypeWrapper<DeepPartial<WorksheetFlag>>;
  WorksheetGroup: ResolverTypeWrapper<DeepPartial<WorksheetGroup>>;
  WorksheetGroupPlan: ResolverTypeWrapper<DeepPartial<WorksheetGroupPlan>>;
  WorksheetGroupPlanInput: ResolverTypeWrapper<DeepPartial<WorksheetGroupPlanInput>>;
  WorksheetHeaderInput: ResolverTypeWrapper<DeepPartial<WorksheetHeaderInput>>;
  WorksheetItem: ResolverTypeWrapper<DeepPartial<WorksheetItem>>;
  WorksheetItemInput: ResolverTypeWrapper<DeepPartial<WorksheetItemInput>>;
  WorksheetItemType: ResolverTypeWrapper<DeepPartial<WorksheetItemType>>;
  WorksheetPlanEntry: ResolverTypeWrapper<DeepPartial<WorksheetPlanEntry>>;
  WorksheetPlanEntryInput: ResolverTypeWrapper<DeepPartial<WorksheetPlanEntryInput>>;
  WorksheetSheet: ResolverTypeWrapper<DeepPartial<WorksheetSheet>>;
  WorksheetStartInput: ResolverTypeWrapper<DeepPartial<WorksheetStartInput>>;
  WorksheetVersion: ResolverTypeWrapper<DeepPartial<WorksheetVersion>>;
  World: ResolverTypeWrapper<DeepPartial<World>>;
  WorldCharacter: ResolverTypeWrapper<DeepPartial<WorldCharacter>>;
  WorldCharacterInput: ResolverTypeWrapper<DeepPartial<WorldCharacterInput>>;
  WorldInput: ResolverTypeWrapper<DeepPartial<WorldInput>>;
  WorldPage: ResolverTypeWrapper<DeepPartial<WorldPage>>;
  WorldPlace: ResolverTypeWrapper<DeepPartial<WorldPlace>>;
  WorldPlaceInput: ResolverTypeWrapper<DeepPartial<WorldPlaceInput>>;
  WorldStory: ResolverTypeWrapper<DeepPartial<WorldStory>>;
  WorldStoryChapter: ResolverTypeWrapper<DeepPartial<WorldStoryChapter>>;
  WorldStoryCosts: ResolverTypeWrapper<DeepPartial<WorldStoryCosts>>;
  WorldStoryPlan: ResolverTypeWrapper<DeepPartial<WorldStoryPlan>>;
  WorldStoryPlanChapter: ResolverTypeWrapper<DeepPartial<WorldStoryPlanChapter>>;
  WorldStoryPlanChapterInput: ResolverTypeWrapper<DeepPartial<WorldStoryPlanChapterInput>>;
  WorldStoryPlanInput: ResolverTypeWrapper<DeepPartial<WorldStoryPlanInput>>;
  WorldStoryStartInput: ResolverTypeWrapper<DeepPartial<WorldStoryStartInput>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminUser: DeepPartial<AdminUser>;
  String: DeepPartial<Scalars['String']['output']>;
  Int: DeepPartial<Scalars['Int']['output']>;
  Boolean: DeepPartial<Scalars['Boolean']['output']>;
  ID: DeepPartial<Scalars['ID']['output']>;
  AdminUserPage: DeepPartial<AdminUserPage>;
  AdventurePrototype: DeepPartial<AdventurePrototype>;
  AdventurePrototypeInput: DeepPartial<AdventurePrototypeInput>;
  AuthorSummary: DeepPartial<AuthorSummary>;
  AuthorsPage: DeepPartial<AuthorsPage>;
  Book: ResolversInterfaceTypes<ResolversParentTypes>['Book'];
  BookExport: DeepPartial<BookExport>;
  ChapterInput: DeepPartial<ChapterInput>;
  CharacterInput: DeepPartial<CharacterInput>;
  CheckoutResult: DeepPartial<CheckoutResult>;
  Cookbook: DeepPartial<Cookbook>;
  CookbookCosts: DeepPartial<CookbookCosts>;
  CookbookPlan: DeepPartial<CookbookPlan>;
  CookbookPlanEntry: DeepPartial<CookbookPlanEntry>;
  CookbookPlanEntryInput: DeepPartial<CookbookPlanEntryInput>;
  CookbookPlanInput: DeepPartial<CookbookPlanInput>;
  CookbookStartInput: DeepPartial<CookbookStartInput>;
  CreateGlobalConfigInput: DeepPartial<CreateGlobalConfigInput>;
  CreateTaskInput: DeepPartial<CreateTaskInput>;
  CreditCosts: DeepPartial<CreditCosts>;
  CreditLedgerItem: DeepPartial<CreditLedgerItem>;
  CreditPack: DeepPartial<CreditPack>;
  CreditPayments: DeepPartial<CreditPayments>;
  CreditPrice: DeepPartial<CreditPrice>;
  FeatureFlagInfo: DeepPartial<FeatureFlagInfo>;
  FrontMatterInput: DeepPartial<FrontMatterInput>;
  Gamebook: DeepPartial<Gamebook>;
  GamebookChoice: DeepPartial<GamebookChoice>;
  GamebookChoiceInput: DeepPartial<GamebookChoiceInput>;
  GamebookCosts: DeepPartial<GamebookCosts>;
  GamebookGrowth: DeepPartial<GamebookGrowth>;
  GamebookPlan: DeepPartial<GamebookPlan>;
  GamebookPlanInput: DeepPartial<GamebookPlanInput>;
  GamebookPlanSegment: DeepPartial<GamebookPlanSegment>;
  GamebookPlanSegmentInput: DeepPartial<GamebookPlanSegmentInput>;
  GamebookProblem: DeepPartial<GamebookProblem>;
  GamebookSegment: DeepPartial<GamebookSegment>;
  GamebookSegmentInput: DeepPartial<GamebookSegmentInput>;
  GamebookSegmentState: DeepPartial<GamebookSegmentState>;
  GamebookStartInput: DeepPartial<GamebookStartInput>;
  GamebookTaken: DeepPartial<GamebookTaken>;
  GenerationConfig: DeepPartial<GenerationConfig>;
  Float: DeepPartial<Scalars['Float']['output']>;
  GenerationConfigInput: DeepPartial<GenerationConfigInput>;
  GlobalConfig: DeepPartial<GlobalConfig>;
  JSON: DeepPartial<Scalars['JSON']['output']>;
  LibraryAuthor: DeepPartial<LibraryAuthor>;
  LibraryBook: DeepPartial<LibraryBook>;
  LibraryCover: DeepPartial<LibraryCover>;
  LibraryPage: DeepPartial<LibraryPage>;
  LibrarySubject: DeepPartial<LibrarySubject>;
  MatchingPair: DeepPartial<MatchingPair>;
  MatchingPairInput: DeepPartial<MatchingPairInput>;
  ModeratedGamebookPage: DeepPartial<ModeratedGamebookPage>;
  ModeratedTextbook: DeepPartial<ModeratedTextbook>;
  Mutation: Record<PropertyKey, never>;
  Outline: DeepPartial<Outline>;
  OutlineChapter: DeepPartial<OutlineChapter>;
  OutlineChapterInput: DeepPartial<OutlineChapterInput>;
  OutlineInput: DeepPartial<OutlineInput>;
  PromotionCode: DeepPartial<PromotionCode>;
  PromotionCodeInput: DeepPartial<PromotionCodeInput>;
  Query: Record<PropertyKey, never>;
  Recipe: DeepPartial<Recipe>;
  RecipeIngredient: DeepPartial<RecipeIngredient>;
  RecipeIngredientInput: DeepPartial<RecipeIngredientInput>;
  RecipeInput: DeepPartial<RecipeInput>;
  RecipeStep: DeepPartial<RecipeStep>;
  RecipeStepInput: DeepPartial<RecipeStepInput>;
  RecipeTemperature: DeepPartial<RecipeTemperature>;
  RecipeTemperatureInput: DeepPartial<RecipeTemperatureInput>;
  RecipeVersion: DeepPartial<RecipeVersion>;
  Redwood: DeepPartial<Redwood>;
  SaveState: DeepPartial<SaveState>;
  StartCookbookInput: DeepPartial<StartCookbookInput>;
  StartGamebookInput: DeepPartial<StartGamebookInput>;
  StartStorybookInput: DeepPartial<StartStorybookInput>;
  StartTextbookInput: DeepPartial<StartTextbookInput>;
  StartWorksheetGroupInput: DeepPartial<StartWorksheetGroupInput>;
  StartWorldStoryInput: DeepPartial<StartWorldStoryInput>;
  StoryBeat: DeepPartial<StoryBeat>;
  StoryBeatInput: DeepPartial<StoryBeatInput>;
  StoryCharacter: DeepPartial<StoryCharacter>;
  StoryScene: DeepPartial<StoryScene>;
  StorySceneInput: DeepPartial<StorySceneInput>;
  Storyboard: DeepPartial<Storyboard>;
  StoryboardInput: DeepPartial<StoryboardInput>;
  Storybook: DeepPartial<Storybook>;
  StorybookCosts: DeepPartial<StorybookCosts>;
  StorybookPage: DeepPartial<StorybookPage>;
  StorybookPageInput: DeepPartial<StorybookPageInput>;
  StorybookPageVersion: DeepPartial<StorybookPageVersion>;
  StorybookStartInput: DeepPartial<StorybookStartInput>;
  Task: DeepPartial<Task>;
  TaskPage: DeepPartial<TaskPage>;
  TaskType: DeepPartial<TaskType>;
  Textbook: DeepPartial<Textbook>;
  TextbookChapter: DeepPartial<TextbookChapter>;
  TextbookChapterVersion: DeepPartial<TextbookChapterVersion>;
  TextbookDeletion: DeepPartial<TextbookDeletion>;
  TextbookStartInput: DeepPartial<TextbookStartInput>;
  UpdateGlobalConfigInput: DeepPartial<UpdateGlobalConfigInput>;
  UpdateTaskInput: DeepPartial<UpdateTaskInput>;
  User: DeepPartial<User>;
  Version: DeepPartial<Version>;
  WebImage: DeepPartial<WebImage>;
  WebImageSource: DeepPartial<WebImageSource>;
  Worksheet: DeepPartial<Worksheet>;
  WorksheetCosts: DeepPartial<WorksheetCosts>;
  WorksheetFlag: DeepPartial<WorksheetFlag>;
  WorksheetGroup: DeepPartial<WorksheetGroup>;
  WorksheetGroupPlan: DeepPartial<WorksheetGroupPlan>;
  WorksheetGroupPlanInput: DeepPartial<WorksheetGroupPlanInput>;
  WorksheetHeaderInput: DeepPartial<WorksheetHeaderInput>;
  WorksheetItem: DeepPartial<WorksheetItem>;
  WorksheetItemInput: DeepPartial<WorksheetItemInput>;
  WorksheetPlanEntry: DeepPartial<WorksheetPlanEntry>;
  WorksheetPlanEntryInput: DeepPartial<WorksheetPlanEntryInput>;
  WorksheetStartInput: DeepPartial<WorksheetStartInput>;
  WorksheetVersion: DeepPartial<WorksheetVersion>;
  World: DeepPartial<World>;
  WorldCharacter: DeepPartial<WorldCharacter>;
  WorldCharacterInput: DeepPartial<WorldCharacterInput>;
  WorldInput: DeepPartial<WorldInput>;
  WorldPage: DeepPartial<WorldPage>;
  WorldPlace: DeepPartial<WorldPlace>;
  WorldPlaceInput: DeepPartial<WorldPlaceInput>;
  WorldStory: DeepPartial<WorldStory>;
  WorldStoryChapter: DeepPartial<WorldStoryChapter>;
  WorldStoryCosts: DeepPartial<WorldStoryCosts>;
  WorldStoryPlan: DeepPartial<WorldStoryPlan>;
  WorldStoryPlanChapter: DeepPartial<WorldStoryPlanChapter>;
  WorldStoryPlanChapterInput: DeepPartial<WorldStoryPlanChapterInput>;
  WorldStoryPlanInput: DeepPartial<WorldStoryPlanInput>;
  WorldStoryStartInput: DeepPartial<WorldStoryStartInput>;
}>;

export type AdminUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditsUnrecovered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminUserPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdventurePrototypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AdventurePrototype'] = ResolversParentTypes['AdventurePrototype']> = ResolversObject<{
  endingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  premise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  segmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useFlags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuthorSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthorSummary'] = ResolversParentTypes['AuthorSummary']> = ResolversObject<{
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  books?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthorsPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthorsPage'] = ResolversParentTypes['AuthorsPage']> = ResolversObject<{
  authors?: Resolver<Array<ResolversTypes['AuthorSummary']>, ParentType, ContextType>;
  nextOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Book'] = ResolversParentTypes['Book']> = ResolversObject<{
  __resolveType?: TypeResolveFn<'Cookbook' | 'Gamebook' | 'Storybook' | 'Textbook' | 'WorksheetGroup' | 'WorldStory', ParentType, ContextType>;
}>;

export type BookExportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BookExport'] = ResolversParentTypes['BookExport']> = ResolversObject<{
  bookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paper?: Resolver<Maybe<ResolversTypes['Paper']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sheet?: Resolver<Maybe<ResolversTypes['WorksheetSheet']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExportStatus'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CheckoutResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CookbookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cookbook'] = ResolversParentTypes['Cookbook']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cuisine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diet?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offlineDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['CookbookPlan']>, ParentType, ContextType>;
  recipeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipes?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  skill?: Resolver<ResolversTypes['CookingSkill'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  wizardStep?: Resolver<ResolversTypes['WizardStep'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CookbookCostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CookbookCosts'] = ResolversParentTypes['CookbookCosts']> = ResolversObject<{
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CookbookPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CookbookPlan'] = ResolversParentTypes['CookbookPlan']> = ResolversObject<{
  recipes?: Resolver<Array<ResolversTypes['CookbookPlanEntry']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CookbookPlanEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CookbookPlanEntry'] = ResolversParentTypes['CookbookPlanEntry']> = ResolversObject<{
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditCostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditCosts'] = ResolversParentTypes['CreditCosts']> = ResolversObject<{
  chapter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditLedgerItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditLedgerItem'] = ResolversParentTypes['CreditLedgerItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chapterPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreditPackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditPack'] = ResolversParentTypes['CreditPack']> = ResolversObject<{
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['CreditPrice']>, ParentType, ContextType>;
}>;

export type CreditPaymentsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditPayments'] = ResolversParentTypes['CreditPayments']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packs?: Resolver<Array<ResolversTypes['CreditPack']>, ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreditPriceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreditPrice'] = ResolversParentTypes['CreditPrice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeatureFlagInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeatureFlagInfo'] = ResolversParentTypes['FeatureFlagInfo']> = ResolversObject<{
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  on?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GamebookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Gamebook'] = ResolversParentTypes['Gamebook']> = ResolversObject<{
  artStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  canGrow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offlineDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['GamebookPlan']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['GamebookProblem']>, ParentType, ContextType>;
  segmentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['GamebookSegment']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useFlags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  wizardStep?: Resolver<ResolversTypes['WizardStep'], ParentType, ContextType>;
  world?: Resolver<Maybe<ResolversTypes['World']>, ParentType, ContextType>;
  worldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GamebookChoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookChoice'] = ResolversParentTypes['GamebookChoice']> = ResolversObject<{
  clears?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  forbids?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requires?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type GamebookCostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookCosts'] = ResolversParentTypes['GamebookCosts']> = ResolversObject<{
  picture?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GamebookGrowthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookGrowth'] = ResolversParentTypes['GamebookGrowth']> = ResolversObject<{
  draftText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draftTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GamebookPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookPlan'] = ResolversParentTypes['GamebookPlan']> = ResolversObject<{
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['GamebookPlanSegment']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GamebookPlanSegmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookPlanSegment'] = ResolversParentTypes['GamebookPlanSegment']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['GamebookChoice']>, ParentType, ContextType>;
  ending?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GamebookProblemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookProblem'] = ResolversParentTypes['GamebookProblem']> = ResolversObject<{
  choiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GamebookSegmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookSegment'] = ResolversParentTypes['GamebookSegment']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['GamebookChoice']>, ParentType, ContextType>;
  ending?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['WebImage']>, ParentType, ContextType>;
  redo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GamebookSegmentStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookSegmentState'] = ResolversParentTypes['GamebookSegmentState']> = ResolversObject<{
  segment?: Resolver<Maybe<ResolversTypes['GamebookSegment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GamebookTakenResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GamebookTaken'] = ResolversParentTypes['GamebookTaken']> = ResolversObject<{
  segmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GenerationConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GenerationConfig'] = ResolversParentTypes['GenerationConfig']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chapterPrompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultChapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outlinePrompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingLevels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  systemPrompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GlobalConfigResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GlobalConfig'] = ResolversParentTypes['GlobalConfig']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LibraryAuthorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LibraryAuthor'] = ResolversParentTypes['LibraryAuthor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LibraryBookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LibraryBook'] = ResolversParentTypes['LibraryBook']> = ResolversObject<{
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['LibraryAuthor'], ParentType, ContextType>;
  chapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['LibraryCover']>, ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingLevel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saveCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LibraryCoverResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LibraryCover'] = ResolversParentTypes['LibraryCover']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placeholder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LibraryPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LibraryPage'] = ResolversParentTypes['LibraryPage']> = ResolversObject<{
  books?: Resolver<Array<ResolversTypes['LibraryBook']>, ParentType, ContextType>;
  correctedQuery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LibrarySubjectResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LibrarySubject'] = ResolversParentTypes['LibrarySubject']> = ResolversObject<{
  books?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MatchingPairResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MatchingPair'] = ResolversParentTypes['MatchingPair']> = ResolversObject<{
  left?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  right?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModeratedGamebookPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModeratedGamebookPage'] = ResolversParentTypes['ModeratedGamebookPage']> = ResolversObject<{
  gamebooks?: Resolver<Array<ResolversTypes['Gamebook']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ModeratedTextbookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModeratedTextbook'] = ResolversParentTypes['ModeratedTextbook']> = ResolversObject<{
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hiddenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  activateGenerationConfig?: Resolver<ResolversTypes['GenerationConfig'], ParentType, ContextType, RequireFields<MutationActivateGenerationConfigArgs, 'id'>>;
  addGamebookSegment?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationAddGamebookSegmentArgs, 'gamebookId' | 'segment'>>;
  addWorksheetItem?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationAddWorksheetItemArgs, 'item' | 'worksheetId'>>;
  cancelCookbook?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationCancelCookbookArgs, 'id'>>;
  cancelGamebook?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationCancelGamebookArgs, 'id'>>;
  cancelGeneration?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationCancelGenerationArgs, 'id'>>;
  cancelStorybook?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationCancelStorybookArgs, 'id'>>;
  cancelTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCancelTaskArgs, 'id'>>;
  cancelWorksheetGroup?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationCancelWorksheetGroupArgs, 'id'>>;
  cancelWorldStory?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationCancelWorldStoryArgs, 'id'>>;
  createGenerationConfig?: Resolver<ResolversTypes['GenerationConfig'], ParentType, ContextType, RequireFields<MutationCreateGenerationConfigArgs, 'input'>>;
  createGlobalConfig?: Resolver<ResolversTypes['GlobalConfig'], ParentType, ContextType, RequireFields<MutationCreateGlobalConfigArgs, 'input'>>;
  createPromotionCode?: Resolver<ResolversTypes['PromotionCode'], ParentType, ContextType, RequireFields<MutationCreatePromotionCodeArgs, 'input'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'input'>>;
  createWorld?: Resolver<ResolversTypes['World'], ParentType, ContextType, RequireFields<MutationCreateWorldArgs, 'idea' | 'language'>>;
  deleteAdventurePrototype?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdventurePrototypeArgs, 'id'>>;
  deleteBook?: Resolver<ResolversTypes['TextbookDeletion'], ParentType, ContextType, RequireFields<MutationDeleteBookArgs, 'id'>>;
  deleteGamebookSegment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGamebookSegmentArgs, 'gamebookId' | 'segmentId'>>;
  deleteGlobalConfig?: Resolver<ResolversTypes['GlobalConfig'], ParentType, ContextType, RequireFields<MutationDeleteGlobalConfigArgs, 'key'>>;
  deleteTextbook?: Resolver<ResolversTypes['TextbookDeletion'], ParentType, ContextType, RequireFields<MutationDeleteTextbookArgs, 'id'>>;
  deleteWorld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWorldArgs, 'id'>>;
  dismissWorksheetFlag?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationDismissWorksheetFlagArgs, 'index' | 'worksheetId'>>;
  drawGamebookPicture?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationDrawGamebookPictureArgs, 'gamebookId' | 'segmentId'>>;
  duplicateBook?: Resolver<ResolversTypes['Book'], ParentType, ContextType, RequireFields<MutationDuplicateBookArgs, 'id'>>;
  duplicateTextbook?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationDuplicateTextbookArgs, 'id'>>;
  exportBook?: Resolver<ResolversTypes['BookExport'], ParentType, ContextType, RequireFields<MutationExportBookArgs, 'bookId' | 'format'>>;
  generateCookbook?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationGenerateCookbookArgs, 'id' | 'idempotencyKey'>>;
  generateGamebook?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationGenerateGamebookArgs, 'id' | 'idempotencyKey'>>;
  generateStorybook?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationGenerateStorybookArgs, 'id' | 'idempotencyKey'>>;
  generateTextbook?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationGenerateTextbookArgs, 'id' | 'idempotencyKey'>>;
  generateWorksheetGroup?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationGenerateWorksheetGroupArgs, 'id' | 'idempotencyKey'>>;
  generateWorldStory?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationGenerateWorldStoryArgs, 'id' | 'idempotencyKey'>>;
  grantCredits?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationGrantCreditsArgs, 'amount' | 'reason' | 'userId'>>;
  hideTextbook?: Resolver<ResolversTypes['ModeratedTextbook'], ParentType, ContextType, RequireFields<MutationHideTextbookArgs, 'id' | 'reason'>>;
  moderateWorld?: Resolver<ResolversTypes['World'], ParentType, ContextType, RequireFields<MutationModerateWorldArgs, 'id'>>;
  moveWorksheetItem?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationMoveWorksheetItemArgs, 'from' | 'to' | 'worksheetId'>>;
  redrawStorybookPage?: Resolver<ResolversTypes['StorybookPage'], ParentType, ContextType, RequireFields<MutationRedrawStorybookPageArgs, 'instruction' | 'pageId'>>;
  regenerateChapter?: Resolver<ResolversTypes['TextbookChapter'], ParentType, ContextType, RequireFields<MutationRegenerateChapterArgs, 'id' | 'instruction'>>;
  regenerateCookbookPlan?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationRegenerateCookbookPlanArgs, 'comment' | 'id'>>;
  regenerateGamebookPlan?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationRegenerateGamebookPlanArgs, 'comment' | 'id'>>;
  regenerateGamebookSegment?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationRegenerateGamebookSegmentArgs, 'gamebookId' | 'instruction' | 'segmentId'>>;
  regenerateOutline?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationRegenerateOutlineArgs, 'comment' | 'id'>>;
  regenerateRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationRegenerateRecipeArgs, 'instruction' | 'recipeId'>>;
  regenerateStoryboard?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationRegenerateStoryboardArgs, 'comment' | 'id'>>;
  regenerateWorksheet?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationRegenerateWorksheetArgs, 'instruction' | 'worksheetId'>>;
  regenerateWorksheetGroupPlan?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationRegenerateWorksheetGroupPlanArgs, 'comment' | 'id'>>;
  regenerateWorksheetItem?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationRegenerateWorksheetItemArgs, 'index' | 'instruction' | 'worksheetId'>>;
  regenerateWorldStoryPlan?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationRegenerateWorldStoryPlanArgs, 'comment' | 'id'>>;
  removeGamebookPicture?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationRemoveGamebookPictureArgs, 'gamebookId' | 'segmentId'>>;
  removeWorksheetItem?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationRemoveWorksheetItemArgs, 'index' | 'worksheetId'>>;
  restoreChapterVersion?: Resolver<ResolversTypes['TextbookChapter'], ParentType, ContextType, RequireFields<MutationRestoreChapterVersionArgs, 'chapterId' | 'versionId'>>;
  restoreRecipeVersion?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationRestoreRecipeVersionArgs, 'versionId'>>;
  restoreStorybookPageVersion?: Resolver<ResolversTypes['StorybookPage'], ParentType, ContextType, RequireFields<MutationRestoreStorybookPageVersionArgs, 'versionId'>>;
  restoreWorksheetVersion?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationRestoreWorksheetVersionArgs, 'versionId'>>;
  retryChapter?: Resolver<ResolversTypes['TextbookChapter'], ParentType, ContextType, RequireFields<MutationRetryChapterArgs, 'chapterId'>>;
  retryGamebookSegment?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationRetryGamebookSegmentArgs, 'gamebookId' | 'segmentId'>>;
  retryRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationRetryRecipeArgs, 'recipeId'>>;
  retryStorybookPage?: Resolver<ResolversTypes['StorybookPage'], ParentType, ContextType, RequireFields<MutationRetryStorybookPageArgs, 'pageId'>>;
  retryWorksheet?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationRetryWorksheetArgs, 'worksheetId'>>;
  retryWorldStoryChapter?: Resolver<ResolversTypes['WorldStoryChapter'], ParentType, ContextType, RequireFields<MutationRetryWorldStoryChapterArgs, 'chapterId'>>;
  rewriteStorybookPage?: Resolver<ResolversTypes['StorybookPage'], ParentType, ContextType, RequireFields<MutationRewriteStorybookPageArgs, 'instruction' | 'pageId'>>;
  saveAdventurePrototype?: Resolver<ResolversTypes['AdventurePrototype'], ParentType, ContextType, RequireFields<MutationSaveAdventurePrototypeArgs, 'input'>>;
  saveBook?: Resolver<ResolversTypes['SaveState'], ParentType, ContextType, RequireFields<MutationSaveBookArgs, 'id'>>;
  setCookbookVisibility?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationSetCookbookVisibilityArgs, 'id' | 'visibility'>>;
  setFeatureFlagPercent?: Resolver<ResolversTypes['FeatureFlagInfo'], ParentType, ContextType, RequireFields<MutationSetFeatureFlagPercentArgs, 'flag' | 'percent'>>;
  setGamebookHidden?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationSetGamebookHiddenArgs, 'hidden' | 'id'>>;
  setGamebookSegmentHidden?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationSetGamebookSegmentHiddenArgs, 'gamebookId' | 'hidden' | 'segmentId'>>;
  setGamebookVisibility?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationSetGamebookVisibilityArgs, 'id' | 'visibility'>>;
  setStorybookPagePicture?: Resolver<ResolversTypes['StorybookPage'], ParentType, ContextType, RequireFields<MutationSetStorybookPagePictureArgs, 'pageId' | 'uploadId'>>;
  setStorybookVisibility?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationSetStorybookVisibilityArgs, 'id' | 'visibility'>>;
  setTextbookFeatured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetTextbookFeaturedArgs, 'featured' | 'id'>>;
  setTextbookVisibility?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationSetTextbookVisibilityArgs, 'id' | 'visibility'>>;
  setUserDisabled?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationSetUserDisabledArgs, 'disabled' | 'id'>>;
  setUserRoles?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationSetUserRolesArgs, 'id' | 'roles'>>;
  setWorksheetGroupVisibility?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationSetWorksheetGroupVisibilityArgs, 'id' | 'visibility'>>;
  setWorldStoryVisibility?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationSetWorldStoryVisibilityArgs, 'id' | 'visibility'>>;
  setWorldVisibility?: Resolver<ResolversTypes['World'], ParentType, ContextType, RequireFields<MutationSetWorldVisibilityArgs, 'id' | 'visibility'>>;
  startCheckout?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartCheckoutArgs, 'lang' | 'packId'>>;
  startCookbook?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationStartCookbookArgs, 'input'>>;
  startGamebook?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationStartGamebookArgs, 'input'>>;
  startStorybook?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationStartStorybookArgs, 'input'>>;
  startTextbook?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationStartTextbookArgs, 'input'>>;
  startWorksheetGroup?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationStartWorksheetGroupArgs, 'input'>>;
  startWorldStory?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationStartWorldStoryArgs, 'input'>>;
  takeGamebookChoice?: Resolver<ResolversTypes['GamebookTaken'], ParentType, ContextType, RequireFields<MutationTakeGamebookChoiceArgs, 'choiceId' | 'gamebookId' | 'segmentId'>>;
  unhideTextbook?: Resolver<ResolversTypes['ModeratedTextbook'], ParentType, ContextType, RequireFields<MutationUnhideTextbookArgs, 'id'>>;
  unsaveBook?: Resolver<ResolversTypes['SaveState'], ParentType, ContextType, RequireFields<MutationUnsaveBookArgs, 'id'>>;
  updateChapter?: Resolver<ResolversTypes['TextbookChapter'], ParentType, ContextType, RequireFields<MutationUpdateChapterArgs, 'id' | 'input'>>;
  updateCookbookPlan?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationUpdateCookbookPlanArgs, 'id' | 'plan'>>;
  updateCookbookStart?: Resolver<ResolversTypes['Cookbook'], ParentType, ContextType, RequireFields<MutationUpdateCookbookStartArgs, 'id' | 'input'>>;
  updateGamebookPlan?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationUpdateGamebookPlanArgs, 'id' | 'plan'>>;
  updateGamebookSegment?: Resolver<ResolversTypes['GamebookSegment'], ParentType, ContextType, RequireFields<MutationUpdateGamebookSegmentArgs, 'gamebookId' | 'segment' | 'segmentId'>>;
  updateGamebookStart?: Resolver<ResolversTypes['Gamebook'], ParentType, ContextType, RequireFields<MutationUpdateGamebookStartArgs, 'id' | 'input'>>;
  updateGenerationConfig?: Resolver<ResolversTypes['GenerationConfig'], ParentType, ContextType, RequireFields<MutationUpdateGenerationConfigArgs, 'id' | 'input'>>;
  updateGlobalConfig?: Resolver<ResolversTypes['GlobalConfig'], ParentType, ContextType, RequireFields<MutationUpdateGlobalConfigArgs, 'input' | 'key'>>;
  updateMyPage?: Resolver<ResolversTypes['AuthorSummary'], ParentType, ContextType, RequireFields<MutationUpdateMyPageArgs, 'name' | 'slug'>>;
  updateRecipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<MutationUpdateRecipeArgs, 'recipe' | 'recipeId'>>;
  updateStoryboard?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationUpdateStoryboardArgs, 'id' | 'storyboard'>>;
  updateStorybookPage?: Resolver<ResolversTypes['StorybookPage'], ParentType, ContextType, RequireFields<MutationUpdateStorybookPageArgs, 'input' | 'pageId'>>;
  updateStorybookStart?: Resolver<ResolversTypes['Storybook'], ParentType, ContextType, RequireFields<MutationUpdateStorybookStartArgs, 'id' | 'input'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'input'>>;
  updateTextbookFrontMatter?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationUpdateTextbookFrontMatterArgs, 'id' | 'input'>>;
  updateTextbookOutline?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationUpdateTextbookOutlineArgs, 'id' | 'outline'>>;
  updateTextbookStart?: Resolver<ResolversTypes['Textbook'], ParentType, ContextType, RequireFields<MutationUpdateTextbookStartArgs, 'id' | 'input'>>;
  updateWorksheet?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationUpdateWorksheetArgs, 'input' | 'worksheetId'>>;
  updateWorksheetGroupPlan?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationUpdateWorksheetGroupPlanArgs, 'id' | 'plan'>>;
  updateWorksheetGroupStart?: Resolver<ResolversTypes['WorksheetGroup'], ParentType, ContextType, RequireFields<MutationUpdateWorksheetGroupStartArgs, 'id' | 'input'>>;
  updateWorksheetItem?: Resolver<ResolversTypes['Worksheet'], ParentType, ContextType, RequireFields<MutationUpdateWorksheetItemArgs, 'index' | 'item' | 'worksheetId'>>;
  updateWorld?: Resolver<ResolversTypes['World'], ParentType, ContextType, RequireFields<MutationUpdateWorldArgs, 'id' | 'world'>>;
  updateWorldStoryPlan?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationUpdateWorldStoryPlanArgs, 'id' | 'plan'>>;
  updateWorldStoryStart?: Resolver<ResolversTypes['WorldStory'], ParentType, ContextType, RequireFields<MutationUpdateWorldStoryStartArgs, 'id' | 'input'>>;
}>;

export type OutlineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Outline'] = ResolversParentTypes['Outline']> = ResolversObject<{
  chapters?: Resolver<Array<ResolversTypes['OutlineChapter']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutlineChapterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OutlineChapter'] = ResolversParentTypes['OutlineChapter']> = ResolversObject<{
  sections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PromotionCode'] = ResolversParentTypes['PromotionCode']> = ResolversObject<{
  amountOff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couponId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxRedemptions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  promotionCodeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adventurePrototype?: Resolver<Maybe<ResolversTypes['AdventurePrototype']>, ParentType, ContextType, RequireFields<QueryAdventurePrototypeArgs, 'id'>>;
  adventurePrototypes?: Resolver<Array<ResolversTypes['AdventurePrototype']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['AuthorSummary']>, ParentType, ContextType, RequireFields<QueryAuthorArgs, 'slug'>>;
  authorBooks?: Resolver<ResolversTypes['LibraryPage'], ParentType, ContextType, RequireFields<QueryAuthorBooksArgs, 'slug'>>;
  bookExport?: Resolver<ResolversTypes['BookExport'], ParentType, ContextType, RequireFields<QueryBookExportArgs, 'id'>>;
  bookExports?: Resolver<Array<ResolversTypes['BookExport']>, ParentType, ContextType, RequireFields<QueryBookExportsArgs, 'bookId'>>;
  chapterVersions?: Resolver<Array<ResolversTypes['TextbookChapterVersion']>, ParentType, ContextType, RequireFields<QueryChapterVersionsArgs, 'chapterId'>>;
  checkoutResult?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<QueryCheckoutResultArgs, 'sessionId'>>;
  collection?: Resolver<ResolversTypes['LibraryPage'], ParentType, ContextType, RequireFields<QueryCollectionArgs, 'slug'>>;
  cookbook?: Resolver<Maybe<ResolversTypes['Cookbook']>, ParentType, ContextType, RequireFields<QueryCookbookArgs, 'id'>>;
  cookbookCosts?: Resolver<ResolversTypes['CookbookCosts'], ParentType, ContextType>;
  creditBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditCosts?: Resolver<ResolversTypes['CreditCosts'], ParentType, ContextType>;
  creditLedger?: Resolver<Array<ResolversTypes['CreditLedgerItem']>, ParentType, ContextType, Partial<QueryCreditLedgerArgs>>;
  creditPayments?: Resolver<ResolversTypes['CreditPayments'], ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlagInfo']>, ParentType, ContextType>;
  featuredBooks?: Resolver<Array<ResolversTypes['LibraryBook']>, ParentType, ContextType, Partial<QueryFeaturedBooksArgs>>;
  featuredWorlds?: Resolver<Array<ResolversTypes['World']>, ParentType, ContextType>;
  gamebook?: Resolver<Maybe<ResolversTypes['Gamebook']>, ParentType, ContextType, RequireFields<QueryGamebookArgs, 'id'>>;
  gamebookCosts?: Resolver<ResolversTypes['GamebookCosts'], ParentType, ContextType>;
  gamebookGrowth?: Resolver<ResolversTypes['GamebookGrowth'], ParentType, ContextType, RequireFields<QueryGamebookGrowthArgs, 'choiceId' | 'gamebookId' | 'segmentId'>>;
  gamebookSegment?: Resolver<ResolversTypes['GamebookSegmentState'], ParentType, ContextType, RequireFields<QueryGamebookSegmentArgs, 'gamebookId' | 'segmentId'>>;
  generationConfig?: Resolver<Maybe<ResolversTypes['GenerationConfig']>, ParentType, ContextType, RequireFields<QueryGenerationConfigArgs, 'id'>>;
  generationConfigs?: Resolver<Array<ResolversTypes['GenerationConfig']>, ParentType, ContextType, RequireFields<QueryGenerationConfigsArgs, 'bookType'>>;
  globalConfig?: Resolver<Maybe<ResolversTypes['GlobalConfig']>, ParentType, ContextType, RequireFields<QueryGlobalConfigArgs, 'key'>>;
  globalConfigs?: Resolver<Array<ResolversTypes['GlobalConfig']>, ParentType, ContextType>;
  isBookSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsBookSavedArgs, 'id'>>;
  library?: Resolver<ResolversTypes['LibraryPage'], ParentType, ContextType, Partial<QueryLibraryArgs>>;
  libraryAuthors?: Resolver<ResolversTypes['AuthorsPage'], ParentType, ContextType, Partial<QueryLibraryAuthorsArgs>>;
  librarySubjectCodes?: Resolver<Array<ResolversTypes['LibrarySubject']>, ParentType, ContextType, Partial<QueryLibrarySubjectCodesArgs>>;
  librarySubjects?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryLibrarySubjectsArgs>>;
  moderatorGamebooks?: Resolver<ResolversTypes['ModeratedGamebookPage'], ParentType, ContextType, Partial<QueryModeratorGamebooksArgs>>;
  moderatorUsers?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, Partial<QueryModeratorUsersArgs>>;
  moderatorWorlds?: Resolver<ResolversTypes['WorldPage'], ParentType, ContextType, Partial<QueryModeratorWorldsArgs>>;
  myBooks?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType, RequireFields<QueryMyBooksArgs, 'mode'>>;
  myCharacters?: Resolver<Array<ResolversTypes['StoryCharacter']>, ParentType, ContextType>;
  myCollection?: Resolver<ResolversTypes['LibraryPage'], ParentType, ContextType, Partial<QueryMyCollectionArgs>>;
  myWorlds?: Resolver<Array<ResolversTypes['World']>, ParentType, ContextType>;
  promotionCodes?: Resolver<Array<ResolversTypes['PromotionCode']>, ParentType, ContextType>;
  recipe?: Resolver<Maybe<ResolversTypes['Recipe']>, ParentType, ContextType, RequireFields<QueryRecipeArgs, 'id'>>;
  recipeVersions?: Resolver<Array<ResolversTypes['RecipeVersion']>, ParentType, ContextType, RequireFields<QueryRecipeVersionsArgs, 'recipeId'>>;
  redwood?: Resolver<ResolversTypes['Redwood'], ParentType, ContextType>;
  storybook?: Resolver<Maybe<ResolversTypes['Storybook']>, ParentType, ContextType, RequireFields<QueryStorybookArgs, 'id'>>;
  storybookCosts?: Resolver<ResolversTypes['StorybookCosts'], ParentType, ContextType>;
  storybookPageVersions?: Resolver<Array<ResolversTypes['StorybookPageVersion']>, ParentType, ContextType, RequireFields<QueryStorybookPageVersionsArgs, 'pageId'>>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  taskTypes?: Resolver<Array<ResolversTypes['TaskType']>, ParentType, ContextType>;
  tasks?: Resolver<ResolversTypes['TaskPage'], ParentType, ContextType, Partial<QueryTasksArgs>>;
  textbook?: Resolver<Maybe<ResolversTypes['Textbook']>, ParentType, ContextType, RequireFields<QueryTextbookArgs, 'id'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userHeartbeat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Version'], ParentType, ContextType>;
  worksheet?: Resolver<Maybe<ResolversTypes['Worksheet']>, ParentType, ContextType, RequireFields<QueryWorksheetArgs, 'id'>>;
  worksheetCosts?: Resolver<ResolversTypes['WorksheetCosts'], ParentType, ContextType>;
  worksheetGroup?: Resolver<Maybe<ResolversTypes['WorksheetGroup']>, ParentType, ContextType, RequireFields<QueryWorksheetGroupArgs, 'id'>>;
  worksheetVersions?: Resolver<Array<ResolversTypes['WorksheetVersion']>, ParentType, ContextType, RequireFields<QueryWorksheetVersionsArgs, 'worksheetId'>>;
  world?: Resolver<Maybe<ResolversTypes['World']>, ParentType, ContextType, RequireFields<QueryWorldArgs, 'id'>>;
  worldStory?: Resolver<Maybe<ResolversTypes['WorldStory']>, ParentType, ContextType, RequireFields<QueryWorldStoryArgs, 'id'>>;
  worldStoryCosts?: Resolver<ResolversTypes['WorldStoryCosts'], ParentType, ContextType>;
}>;

export type RecipeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = ResolversObject<{
  allergens?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cookMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cookbookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cuisine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diet?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['RecipeIngredient']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prepMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  servings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartStatus'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['RecipeStep']>, ParentType, ContextType>;
  story?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecipeIngredientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeIngredient'] = ResolversParentTypes['RecipeIngredient']> = ResolversObject<{
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantityMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RecipeStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeStep'] = ResolversParentTypes['RecipeStep']> = ResolversObject<{
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  temperature?: Resolver<Maybe<ResolversTypes['RecipeTemperature']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecipeTemperatureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeTemperature'] = ResolversParentTypes['RecipeTemperature']> = ResolversObject<{
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RecipeVersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeVersion'] = ResolversParentTypes['RecipeVersion']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RedwoodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Redwood'] = ResolversParentTypes['Redwood']> = ResolversObject<{
  currentUser?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type SaveStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SaveState'] = ResolversParentTypes['SaveState']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  saveCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type StoryBeatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoryBeat'] = ResolversParentTypes['StoryBeat']> = ResolversObject<{
  beat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  characters?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  scene?: Resolver<ResolversTypes['StoryScene'], ParentType, ContextType>;
}>;

export type StoryCharacterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoryCharacter'] = ResolversParentTypes['StoryCharacter']> = ResolversObject<{
  clothes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  look?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portrait?: Resolver<Maybe<ResolversTypes['WebImage']>, ParentType, ContextType>;
}>;

export type StorySceneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StoryScene'] = ResolversParentTypes['StoryScene']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeOfDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoryboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Storyboard'] = ResolversParentTypes['Storyboard']> = ResolversObject<{
  pages?: Resolver<Array<ResolversTypes['StoryBeat']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorybookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Storybook'] = ResolversParentTypes['Storybook']> = ResolversObject<{
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  artStyle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  characters?: Resolver<Array<ResolversTypes['StoryCharacter']>, ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['WebImage']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offlineDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['StorybookPage']>, ParentType, ContextType>;
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  storyboard?: Resolver<Maybe<ResolversTypes['Storyboard']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleGiven?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  wizardStep?: Resolver<ResolversTypes['WizardStep'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StorybookCostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorybookCosts'] = ResolversParentTypes['StorybookCosts']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redraw?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StorybookPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorybookPage'] = ResolversParentTypes['StorybookPage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  characters?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['WebImage']>, ParentType, ContextType>;
  pictureSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scene?: Resolver<ResolversTypes['StoryScene'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StorybookPageVersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StorybookPageVersion'] = ResolversParentTypes['StorybookPageVersion']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['WebImage']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskPage'] = ResolversParentTypes['TaskPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TaskTypeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskType'] = ResolversParentTypes['TaskType']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TextbookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Textbook'] = ResolversParentTypes['Textbook']> = ResolversObject<{
  audience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  chapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapters?: Resolver<Array<ResolversTypes['TextbookChapter']>, ParentType, ContextType>;
  configVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dedication?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offlineDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outline?: Resolver<Maybe<ResolversTypes['Outline']>, ParentType, ContextType>;
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingLevel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  wizardStep?: Resolver<ResolversTypes['WizardStep'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TextbookChapterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TextbookChapter'] = ResolversParentTypes['TextbookChapter']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<TextbookChapterHtmlArgs, 'headingLevel'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Maybe<Array<ResolversTypes['TextbookChapterVersion']>>, ParentType, ContextType>;
}>;

export type TextbookChapterVersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TextbookChapterVersion'] = ResolversParentTypes['TextbookChapterVersion']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restoredFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TextbookDeletionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TextbookDeletion'] = ResolversParentTypes['TextbookDeletion']> = ResolversObject<{
  deletedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = ResolversObject<{
  build?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WebImage'] = ResolversParentTypes['WebImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['WebImageSource']>, ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebImageSourceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WebImageSource'] = ResolversParentTypes['WebImageSource']> = ResolversObject<{
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorksheetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Worksheet'] = ResolversParentTypes['Worksheet']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['WorksheetFlag']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WorksheetItem']>, ParentType, ContextType>;
  objectives?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorksheetCostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetCosts'] = ResolversParentTypes['WorksheetCosts']> = ResolversObject<{
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  worksheet?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WorksheetFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetFlag'] = ResolversParentTypes['WorksheetFlag']> = ResolversObject<{
  item?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  solver?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorksheetGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetGroup'] = ResolversParentTypes['WorksheetGroup']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difficulty?: Resolver<ResolversTypes['Difficulty'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemTypes?: Resolver<Array<ResolversTypes['WorksheetItemType']>, ParentType, ContextType>;
  itemsPerWorksheet?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offlineDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['WorksheetGroupPlan']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  wizardStep?: Resolver<ResolversTypes['WizardStep'], ParentType, ContextType>;
  worksheetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  worksheets?: Resolver<Array<ResolversTypes['Worksheet']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WorksheetGroupPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetGroupPlan'] = ResolversParentTypes['WorksheetGroupPlan']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  worksheets?: Resolver<Array<ResolversTypes['WorksheetPlanEntry']>, ParentType, ContextType>;
}>;

export type WorksheetItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetItem'] = ResolversParentTypes['WorksheetItem']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  answers?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  blanks?: Resolver<Maybe<Array<Array<ResolversTypes['String']>>>, ParentType, ContextType>;
  correct?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finalAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  multiple?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  pairs?: Resolver<Maybe<Array<ResolversTypes['MatchingPair']>>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sampleAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steps?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WorksheetItemType'], ParentType, ContextType>;
}>;

export type WorksheetPlanEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetPlanEntry'] = ResolversParentTypes['WorksheetPlanEntry']> = ResolversObject<{
  objectives?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorksheetVersionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorksheetVersion'] = ResolversParentTypes['WorksheetVersion']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['World'] = ResolversParentTypes['World']> = ResolversObject<{
  audienceAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  characters?: Resolver<Array<ResolversTypes['WorldCharacter']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gamebooks?: Resolver<Array<ResolversTypes['Gamebook']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['WorldPlace']>, ParentType, ContextType>;
  premise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['WorldStory']>, ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
}>;

export type WorldCharacterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldCharacter'] = ResolversParentTypes['WorldCharacter']> = ResolversObject<{
  clothes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  look?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorldPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldPage'] = ResolversParentTypes['WorldPage']> = ResolversObject<{
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  worlds?: Resolver<Array<ResolversTypes['World']>, ParentType, ContextType>;
}>;

export type WorldPlaceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldPlace'] = ResolversParentTypes['WorldPlace']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorldStoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldStory'] = ResolversParentTypes['WorldStory']> = ResolversObject<{
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  chapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapters?: Resolver<Array<ResolversTypes['WorldStoryChapter']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BookKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offlineDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['WorldStoryPlan']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  wizardStep?: Resolver<ResolversTypes['WizardStep'], ParentType, ContextType>;
  worldId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WorldStoryChapterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldStoryChapter'] = ResolversParentTypes['WorldStoryChapter']> = ResolversObject<{
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorldStoryCostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldStoryCosts'] = ResolversParentTypes['WorldStoryCosts']> = ResolversObject<{
  chapter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WorldStoryPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldStoryPlan'] = ResolversParentTypes['WorldStoryPlan']> = ResolversObject<{
  chapters?: Resolver<Array<ResolversTypes['WorldStoryPlanChapter']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorldStoryPlanChapterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['WorldStoryPlanChapter'] = ResolversParentTypes['WorldStoryPlanChapter']> = ResolversObject<{
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AdventurePrototype?: AdventurePrototypeResolvers<ContextType>;
  AuthorSummary?: AuthorSummaryResolvers<ContextType>;
  AuthorsPage?: AuthorsPageResolvers<ContextType>;
  Book?: BookResolvers<ContextType>;
  BookExport?: BookExportResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Cookbook?: CookbookResolvers<ContextType>;
  CookbookCosts?: CookbookCostsResolvers<ContextType>;
  CookbookPlan?: CookbookPlanResolvers<ContextType>;
  CookbookPlanEntry?: CookbookPlanEntryResolvers<ContextType>;
  CreditCosts?: CreditCostsResolvers<ContextType>;
  CreditLedgerItem?: CreditLedgerItemResolvers<ContextType>;
  CreditPack?: CreditPackResolvers<ContextType>;
  CreditPayments?: CreditPaymentsResolvers<ContextType>;
  CreditPrice?: CreditPriceResolvers<ContextType>;
  FeatureFlagInfo?: FeatureFlagInfoResolvers<ContextType>;
  Gamebook?: GamebookResolvers<ContextType>;
  GamebookChoice?: GamebookChoiceResolvers<ContextType>;
  GamebookCosts?: GamebookCostsResolvers<ContextType>;
  GamebookGrowth?: GamebookGrowthResolvers<ContextType>;
  GamebookPlan?: GamebookPlanResolvers<ContextType>;
  GamebookPlanSegment?: GamebookPlanSegmentResolvers<ContextType>;
  GamebookProblem?: GamebookProblemResolvers<ContextType>;
  GamebookSegment?: GamebookSegmentResolvers<ContextType>;
  GamebookSegmentState?: GamebookSegmentStateResolvers<ContextType>;
  GamebookTaken?: GamebookTakenResolvers<ContextType>;
  GenerationConfig?: GenerationConfigResolvers<ContextType>;
  GlobalConfig?: GlobalConfigResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LibraryAuthor?: LibraryAuthorResolvers<ContextType>;
  LibraryBook?: LibraryBookResolvers<ContextType>;
  LibraryCover?: LibraryCoverResolvers<ContextType>;
  LibraryPage?: LibraryPageResolvers<ContextType>;
  LibrarySubject?: LibrarySubjectResolvers<ContextType>;
  MatchingPair?: MatchingPairResolvers<ContextType>;
  ModeratedGamebookPage?: ModeratedGamebookPageResolvers<ContextType>;
  ModeratedTextbook?: ModeratedTextbookResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Outline?: OutlineResolvers<ContextType>;
  OutlineChapter?: OutlineChapterResolvers<ContextType>;
  PromotionCode?: PromotionCodeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeIngredient?: RecipeIngredientResolvers<ContextType>;
  RecipeStep?: RecipeStepResolvers<ContextType>;
  RecipeTemperature?: RecipeTemperatureResolvers<ContextType>;
  RecipeVersion?: RecipeVersionResolvers<ContextType>;
  Redwood?: RedwoodResolvers<ContextType>;
  SaveState?: SaveStateResolvers<ContextType>;
  StoryBeat?: StoryBeatResolvers<ContextType>;
  StoryCharacter?: StoryCharacterResolvers<ContextType>;
  StoryScene?: StorySceneResolvers<ContextType>;
  Storyboard?: StoryboardResolvers<ContextType>;
  Storybook?: StorybookResolvers<ContextType>;
  StorybookCosts?: StorybookCostsResolvers<ContextType>;
  StorybookPage?: StorybookPageResolvers<ContextType>;
  StorybookPageVersion?: StorybookPageVersionResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskPage?: TaskPageResolvers<ContextType>;
  TaskType?: TaskTypeResolvers<ContextType>;
  Textbook?: TextbookResolvers<ContextType>;
  TextbookChapter?: TextbookChapterResolvers<ContextType>;
  TextbookChapterVersion?: TextbookChapterVersionResolvers<ContextType>;
  TextbookDeletion?: TextbookDeletionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Version?: VersionResolvers<ContextType>;
  WebImage?: WebImageResolvers<ContextType>;
  WebImageSource?: WebImageSourceResolvers<ContextType>;
  Worksheet?: WorksheetResolvers<ContextType>;
  WorksheetCosts?: WorksheetCostsResolvers<ContextType>;
  WorksheetFlag?: WorksheetFlagResolvers<ContextType>;
  WorksheetGroup?: WorksheetGroupResolvers<ContextType>;
  WorksheetGroupPlan?: WorksheetGroupPlanResolvers<ContextType>;
  WorksheetItem?: WorksheetItemResolvers<ContextType>;
  WorksheetPlanEntry?: WorksheetPlanEntryResolvers<ContextType>;
  WorksheetVersion?: WorksheetVersionResolvers<ContextType>;
  World?: WorldResolvers<ContextType>;
  WorldCharacter?: WorldCharacterResolvers<ContextType>;
  WorldPage?: WorldPageResolvers<ContextType>;
  WorldPlace?: WorldPlaceResolvers<ContextType>;
  WorldStory?: WorldStoryResolvers<ContextType>;
  WorldStoryChapter?: WorldStoryChapterResolvers<ContextType>;
  WorldStoryCosts?: WorldStoryCostsResolvers<ContextType>;
  WorldStoryPlan?: WorldStoryPlanResolvers<ContextType>;
  WorldStoryPlanChapter?: WorldStoryPlanChapterResolvers<ContextType>;
}>;


type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
