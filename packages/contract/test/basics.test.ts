import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentBodySchema, commentEndpoints, commentRoutes } from '../src/comments';
import { draftEndpoints, draftRoutes } from '../src/drafts';
import { projectEndpoints, projectRoutes } from '../src/projects';
import { subscriberEndpoints, subscriberRoutes } from '../src/subscribers';
import { updateEndpoints, updateRoutes } from '../src/updates';
import { userEndpoints, userRoutes } from '../src/users';
import { isSendableComment, MAX_COMMENT_LENGTH } from '../src/comments-basics';

const src = join(import.meta.dirname, '../src');
const basicsFiles = readdirSync(src).filter((file) => file.endsWith('-basics.ts'));

describe("the contract's files without schemas (what the public pages start with)", () => {
  it('import nothing but each other and the other files without zod', () => {
    expect(basicsFiles.length).toBeGreaterThan(0);
    for (const file of basicsFiles) {
      const imports = [
        ...readFileSync(join(src, file), 'utf8').matchAll(/^import (?!type ).*from '([^']+)'/gm),
      ];
      for (const [, from] of imports)
        expect(`${file}: ${from}`).toMatch(/: \.\/(\w+-basics|constants|endpoint)$/);
    }
  });

  it('route every endpoint of their feature, as its method and path', () => {
    const pairs = [
      [projectRoutes, projectEndpoints],
      [updateRoutes, updateEndpoints],
      [commentRoutes, commentEndpoints],
      [subscriberRoutes, subscriberEndpoints],
      [userRoutes, userEndpoints],
      [draftRoutes, draftEndpoints],
    ] as const;
    for (const [routes, endpoints] of pairs) {
      expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
      for (const [name, endpoint] of Object.entries(endpoints))
        expect(routes[name as keyof typeof routes]).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it("tell a sendable comment as the comment body's schema does", () => {
    const samples = [
      '',
      '   ',
      'hi',
      ' hi ',
      'x'.repeat(MAX_COMMENT_LENGTH),
      ` ${'x'.repeat(MAX_COMMENT_LENGTH)} `,
    ];
    samples.push('x'.repeat(MAX_COMMENT_LENGTH + 1));
    for (const text of samples)
      expect([text.length, isSendableComment(text)]).toEqual([
        text.length,
        commentBodySchema.safeParse({ content: text }).success,
      ]);
  });
});
