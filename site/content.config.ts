// Content collections: page copy editors change without touching code (content/pages/{lang}/).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './content/pages' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1).max(200),
    updated: z.coerce.date(),
  }),
});

export const collections = { pages };
