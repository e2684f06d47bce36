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
