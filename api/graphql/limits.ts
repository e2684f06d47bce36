// Validation rules that bound the work a single request can ask for.
import type { ASTVisitor, ValidationContext } from 'graphql';
import { graphql } from './graphql.ts';

export const MAX_DEPTH = 8;
export const MAX_ALIASES = 30;

export function aliasLimitRule(max = MAX_ALIASES) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias && ++count === max + 1) {
          context.reportError(new graphql.GraphQLError(`Too many aliases: at most ${max} are allowed in one request`, { nodes: node }));
        }
      },
    };
  };
}

/**
 * Query cost: what an answer may weigh, computed from the document and the variables before
 * anything runs. Each selected field costs its weight (1, more for the heavy texts), and a list
 * field multiplies what it selects by its size: its `limit` argument (or the nearest enclosing
 * field's, as `library(limit:) { books }`), else the most that list can hold. A reader asking for
 * one whole book (30 chapters, Markdown and HTML) costs about 9 500; thirty aliases of it cost
 * thirty times that and are refused before a single row is read.
 */
export const MAX_COST = 25_000;
const FIELD_WEIGHTS: Record<string, number> = {
  'WorldStoryChapter.markdown': 100,
  'TextbookChapter.markdown': 100,
  'TextbookChapter.html': 200,
  'TextbookChapterVersion.markdown': 100,
};
/** The most items a list can hold when the query names no limit. */
const LIST_SIZES: Record<string, number> = {
  'Textbook.chapters': 30,
  'Outline.chapters': 30,
  'TextbookChapter.versions': 50,
  'Query.chapterVersions': 50,
  'Query.myBooks': 100,
  'LibraryPage.books': 60,
  // worksheets (core/worksheets.ts and the item schemas hold these limits)
  'WorksheetGroup.worksheets': 10,
  'WorksheetGroup.itemTypes': 7,
  'WorksheetGroupPlan.worksheets': 10,
  'WorksheetPlanEntry.objectives': 6,
  'Worksheet.objectives': 6,
  'Worksheet.items': 25,
  'Worksheet.flags': 25,
  'WorksheetItem.options': 5,
  'WorksheetItem.correct': 5,
  'WorksheetItem.blanks': 10,
  'WorksheetItem.pairs': 8,
  'WorksheetItem.steps': 8,
  'WorksheetItem.answers': 5,
  // cookbooks (api/kinds/cookbook/schema.ts holds these limits)
  'Cookbook.recipes': 12,
  'Cookbook.diet': 5,
  'CookbookPlan.recipes': 12,
  'Recipe.ingredients': 40,
  'Recipe.steps': 30,
  'Recipe.tips': 10,
  'Recipe.diet': 5,
  'Recipe.allergens': 14,
  // worlds and gamebooks (api/kinds/gamebook/schema.ts, api/services/gamebooks.ts hold these limits)
  'World.places': 20,
  'World.characters': 12,
  'World.rules': 20,
  'World.gamebooks': 20,
  'World.stories': 20,
  'WorldStory.chapters': 12,
  'WorldStoryPlan.chapters': 12,
  'Query.myWorlds': 100,
  'Query.featuredWorlds': 12,
  'WorldPage.worlds': 50,
  'ModeratedGamebookPage.gamebooks': 50,
  'Query.adventurePrototypes': 200,
  'AdventurePrototype.rules': 20,
  'Gamebook.segments': 120,
  'Gamebook.flags': 8,
  'Gamebook.problems': 50,
  'GamebookProblem.segmentIds': 10,
  'GamebookProblem.state': 8,
  'GamebookSegment.choices': 4,
  'GamebookPlan.segments': 60,
  'GamebookPlan.flags': 8,
  'GamebookPlanSegment.choices': 4,
  'GamebookChoice.requires': 8,
  'GamebookChoice.forbids': 8,
  'GamebookChoice.sets': 8,
  'GamebookChoice.clears': 8,
};
const DEFAULT_LIST_SIZE = 20;
const LIMIT_ARGUMENTS = new Set(['limit', 'first', 'pageSize']);

type Node = import('graphql').FieldNode | import('graphql').InlineFragmentNode | import('graphql').FragmentSpreadNode;

export function queryCost(
  schema: import('graphql').GraphQLSchema,
  document: import('graphql').DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): number {
  const operation = graphql.getOperationAST(document, operationName ?? undefined);
  if (!operation) return 0;
  const fragments = new Map<string, import('graphql').FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, d);
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const limitOf = (field: import('graphql').FieldNode): number | undefined => {
    for (const arg of field.arguments ?? []) {
      if (!LIMIT_ARGUMENTS.has(arg.name.value)) continue;
      const value = arg.value.kind === 'Variable' ? variables?.[arg.value.name.value]
        : arg.value.kind === 'IntValue' ? Number(arg.value.value) : undefined;
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return Math.ceil(value);
    }
    return undefined;
  };

  const selectionCost = (type: import('graphql').GraphQLNamedType, nodes: readonly Node[], inheritedLimit: number | undefined, seen: Set<string>): number => {
    let total = 0;
    for (const node of nodes) {
      if (node.kind === 'InlineFragment') {
        const inner = node.typeCondition ? schema.getType(node.typeCondition.name.value) ?? type : type;
        total += selectionCost(inner, node.selectionSet.selections, inheritedLimit, seen);
        continue;
      }
      if (node.kind === 'FragmentSpread') {
        const fragment = fragments.get(node.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue; // cycles are a validation error anyway
        const inner = schema.getType(fragment.typeCondition.name.value) ?? type;
        total += selectionCost(inner, fragment.selectionSet.selections, inheritedLimit, new Set([...seen, fragment.name.value]));
        continue;
      }
      if (node.name.value.startsWith('__')) { total += 1; continue; }
      const fields = graphql.isObjectType(type) || graphql.isInterfaceType(type) ? type.getFields() : undefined;
      const definition = fields?.[node.name.value];
      if (!definition) { total += 1; continue; }
      const key = `${type.name}.${node.name.value}`;
      const ownLimit = limitOf(node);
      let fieldType = definition.type;
      let lists = 1;
      while (graphql.isWrappingType(fieldType)) {
        if (graphql.isListType(fieldType)) lists *= ownLimit ?? inheritedLimit ?? LIST_SIZES[key] ?? DEFAULT_LIST_SIZE;
        fieldType = fieldType.ofType;
      }
      const named = fieldType as import('graphql').GraphQLNamedType;
      const children = node.selectionSet ? selectionCost(named, node.selectionSet.selections, ownLimit, seen) : 0;
      total += (FIELD_WEIGHTS[key] ?? 1) * (node.selectionSet ? 1 : lists) + (node.selectionSet ? lists * children : 0);
    }
    return total;
  };
  return selectionCost(root, operation.selectionSet.selections, undefined, new Set());
}

export class QueryTooCostlyError extends Error {
  readonly statusCode = 400;
  readonly code = 'QUERY_TOO_COSTLY';
  readonly cost: number;
  readonly limit: number;
  constructor(cost: number, limit: number) {
    super(`This query costs ${cost}, above the limit of ${limit}: ask for fewer items or fields (split it into several requests)`);
    this.cost = cost;
    this.limit = limit;
  }
}

export class ResponseTooLargeError extends Error {
  readonly statusCode = 400;
  readonly code = 'RESPONSE_TOO_LARGE';
  constructor(bytes: number, limit: number) {
    super(`The answer would be ${(bytes / 1e6).toFixed(1)} MB, above the limit of ${limit} MB: ask for fewer items or fields`);
  }
}
