import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The cron line the guides give for the daily backup (issue 43): the same in both, literal paths that the
// deployment's environment file names, and a command /bin/sh reads.
const doc = (name: string) => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
const cronLine = (text: string) => /^# \/etc\/cron\.d\/provisoire-backup.*\n(.+)$/m.exec(text)?.[1];
const envExample = readFileSync(new URL('../../../deploy/provisoire.env.example', import.meta.url), 'utf8');

describe('the daily backup line of the guides', () => {
  it('is one line, with the paths the deployment sets, no variable, and valid for sh', () => {
    const [operations, deployment] = [cronLine(doc('operations.md')), cronLine(doc('deployment.md'))];
    expect(operations).toBeDefined();
    expect(operations).toBe(deployment);
    const [minute, hour, , , , user, ...command] = operations!.split(' ');
    expect([minute, hour, user]).toEqual(['30', '2', 'provisoire']);
    const shell = command.join(' ');
    expect(shell).not.toContain('$'); // cron sets none of the app's variables
    expect(shell).toContain('. /etc/provisoire/provisoire.env');
    const backups = /^BACKUP_DIR=(.+)$/m.exec(envExample)?.[1];
    expect(shell).toContain(`rsync -a ${backups}/ `);
    execFileSync('sh', ['-n', '-c', shell]); // parses, runs nothing
  });
});
