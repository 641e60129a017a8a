// The web app's import rules (eslint-rules/import-boundaries.js, configured in eslint.config.js)
// judged by ESLint with the project's own configuration, exactly as `npm run lint` runs it.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/**
 * The import-boundaries messages ESLint gives `code` if it were the file `file` (under web/src,
 * or under `packageRoot`).
 */
async function boundaryErrors(file: string, code: string, packageRoot = 'web/src'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, packageRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'lakeside/import-boundaries')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it("lets a feature use another feature only through that feature's index (or reads)", async () => {
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
    // or through its reads file, the data-only part of that API
    await expect(
      boundaryErrors(
        'features/paymentsDesk/api/x.ts',
        "import { sumHoaBalancesCents } from '@/features/hoaAccounts/reads';",
      ),
    ).resolves.toEqual([]);
    await expect(
      boundaryErrors(
        'features/paymentsDesk/api/x.ts',
        "import { sumHoaBalancesCents } from '@/features/hoaAccounts/api/balanceTotal';",
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

  it('lets a feature import only features of a lower tier, so features never import in a loop', async () => {
    // hoaAccounts (tier 4) composes payments (tier 3): allowed
    await expect(
      boundaryErrors(
        'features/hoaAccounts/components/X.tsx',
        "import { PropertyPayments } from '@/features/payments';",
      ),
    ).resolves.toEqual([]);
    // payments (tier 3) importing hoaAccounts (tier 4): a loop once found
    await expect(
      boundaryErrors(
        'features/payments/hooks/x.ts',
        "import { sumHoaBalancesCents } from '@/features/hoaAccounts';",
      ),
    ).resolves.toEqual([
      "'@/features/hoaAccounts': 'payments' (tier 3) may import only features of a lower tier; 'hoaAccounts' is tier 4 (featureTiers, eslint.config.js).",
    ]);
    // the same tier is not lower: users and properties may not import each other
    await expect(
      boundaryErrors('features/users/hooks/x.ts', "import { PropertyManagement } from '../../properties';"),
    ).resolves.toEqual([
      "'../../properties': 'users' (tier 2) may import only features of a lower tier; 'properties' is tier 2 (featureTiers, eslint.config.js).",
    ]);
    // a lower feature may not reach the desk either
    await expect(
      boundaryErrors('features/auth/session/x.ts', "import { PaymentsDesk } from '@/features/paymentsDesk';"),
    ).resolves.toHaveLength(1);
  });

  it('asks a new feature that imports another to take a tier first', async () => {
    await expect(
      boundaryErrors('features/newFeature/api/x.ts', "import { useAuthSession } from '@/features/auth';"),
    ).resolves.toEqual([
      "'@/features/auth': the feature 'newFeature' has no tier: give it one in featureTiers (eslint.config.js).",
    ]);
  });

  describe('in functions/src', () => {
    const functionsErrors = (file: string, code: string) => boundaryErrors(file, code, 'functions/src');

    it("lets a feature folder use another only through that feature's index.ts", async () => {
      await expect(
        functionsErrors('users/x.ts', "import { updateClaims } from '../auth/index.js';"),
      ).resolves.toEqual([]);
      await expect(
        functionsErrors('users/x.ts', "import { updateClaims } from '../auth/claims.js';"),
      ).resolves.toEqual([
        "'../auth/claims.js': import another feature through its public API, '../auth/index.js'.",
      ]);
    });

    it('lets a feature import only features of a lower tier', async () => {
      await expect(
        functionsErrors('auth/x.ts', "import { settleCheckout } from '../payments/index.js';"),
      ).resolves.toEqual([
        "'../payments/index.js': 'auth' (tier 1) may import only features of a lower tier; 'payments' is tier 3 (featureTiers, eslint.config.js).",
      ]);
    });

    it('keeps shared/ below every feature, and lets index.ts wire each function from its own file', async () => {
      await expect(
        functionsErrors('shared/x.ts', "import { updateClaims } from '../auth/index.js';"),
      ).resolves.toEqual(["'../auth/index.js': shared/ must not import the app or a feature."]);
      await expect(
        functionsErrors('payments/x.ts', "import { db } from '../shared/admin.js';"),
      ).resolves.toEqual([]);
      await expect(
        functionsErrors('index.ts', "export { stripeWebhook } from './stripeWebhook/stripeWebhook.js';"),
      ).resolves.toEqual([]);
    });
  });
});
