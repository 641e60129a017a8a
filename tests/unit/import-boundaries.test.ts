// The web app's import rules (eslint-rules/import-boundaries.js, configured in eslint.config.js)
// judged by ESLint with the project's own configuration, exactly as `npm run lint` runs it.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The import-boundaries messages ESLint gives `code` if it were the file `file` (under web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'lakeside/import-boundaries')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it("lets a feature use another feature only through that feature's index", async () => {
    await expect(
      boundaryErrors(
        'features/landing/components/X.tsx',
        "import { useAuthSession } from '@/features/auth';",
      ),
    ).resolves.toEqual([]);
    await expect(
      boundaryErrors(
        'features/landing/components/X.tsx',
        "import { useAuthSession } from '../../auth/session/AuthSessionContext';",
      ),
    ).resolves.toEqual([
      "'../../auth/session/AuthSessionContext': import another feature through its public API, '@/features/auth'.",
    ]);
    await expect(
      boundaryErrors(
        'app/routes/X.tsx',
        "import { MyHoaAccount } from '@/features/hoaAccounts/components/MyHoaAccount';",
      ),
    ).resolves.toHaveLength(1);
  });

  it('keeps shared code below the features and features below the app', async () => {
    await expect(
      boundaryErrors('components/X.tsx', "import { Landing } from '@/features/landing';"),
    ).resolves.toEqual([
      "'@/features/landing': shared code (components, hooks, lib) must not import the app or a feature.",
    ]);
    await expect(
      boundaryErrors('features/users/hooks/x.ts', "import { AppRoutes } from '@/app/AppRoutes';"),
    ).resolves.toEqual([
      "'@/app/AppRoutes': a feature must not import the app shell; the app composes features.",
    ]);
  });

  it('keeps the Firebase set-up out of components, not out of api modules and hooks', async () => {
    const importDb = "import { getDb } from '@/lib/firebase/firestore';";
    await expect(boundaryErrors('features/users/components/X.tsx', importDb)).resolves.toHaveLength(1);
    await expect(
      boundaryErrors('components/X.tsx', "import { doc } from 'firebase/firestore';"),
    ).resolves.toHaveLength(1);
    await expect(boundaryErrors('features/users/api/x.ts', importDb)).resolves.toEqual([]);
    await expect(boundaryErrors('features/users/hooks/x.ts', importDb)).resolves.toEqual([]);
  });

  it('keeps Firestore and Functions off the landing feature, statically or lazily', async () => {
    for (const code of [
      "import { getDoc } from 'firebase/firestore';",
      "export const load = () => import('firebase/functions');",
      "import { callFunction } from '@/lib/firebase/callable';",
    ]) {
      const errors = await boundaryErrors('features/landing/x.ts', code);
      expect(
        errors.some((error) => error.includes('the landing page never imports Firestore or Functions')),
      ).toBe(true);
    }
    await expect(
      boundaryErrors('features/landing/x.ts', "import { onIdTokenChanged } from 'firebase/auth';"),
    ).resolves.toEqual([]);
  });
});
