import fs from 'node:fs';
import path from 'node:path';

/**
 * A vitest reporter beside the default one: writes each failed test, and each test that passed only
 * on a retry, as one line to TEST_DIGEST_FILE (file:line, full name, first line of the error).
 * scripts/test.mjs prints those lines under the summary, so the last lines of a CI log name every
 * failure and every flaky pass, however long the log above them is.
 */
export default class DigestReporter {
  onTestCaseResult(testCase) {
    const file = process.env.TEST_DIGEST_FILE;
    if (!file) return;
    const result = testCase.result();
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (result.state !== 'failed' && !(result.state === 'passed' && retries > 0)) return;
    const where = `${path.relative(process.cwd(), testCase.module.moduleId)}${testCase.location ? `:${testCase.location.line}` : ''}`;
    const error = (result.errors?.[0]?.message ?? '').split('\n')[0].slice(0, 200);
    const kind = result.state === 'failed' ? 'FAILED' : `FLAKY (passed on retry ${retries})`;
    fs.appendFileSync(file, `${kind}  ${where}  ${testCase.fullName}${error ? `\n        ${error}` : ''}\n`);
  }
}
