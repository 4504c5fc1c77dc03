// The host's browser drops out of the lobby (network gone) and stays away past the grace period:
// the host's controls pass to the other person at the table, who is told so. The old host, back on
// the network, keeps her seat as an ordinary player (no Start): the new host starts the match, both
// play it to its end, and either of them may propose the rematch (issue 48: by agreement).
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playWholeMatch } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ graceMs: 1500, handPauseMs: 600_000 });

test(
  'an away host hands the lobby over: the guest starts and finishes the match, the old host is a player',
  { timeout: 300_000 },
  async () => {
    const host = await newContext(suite.browser, { viewport: DESKTOP });
    const guest = await newContext(suite.browser, { viewport: PHONE });
    const anna = await host.context.newPage();
    await anna.goto(`${suite.server.url}/`);
    await anna.locator('[data-preset="draw"]').check();
    await anna.selectOption('[data-testid=players]', '2');
    await anna.selectOption('[data-testid=target]', '50');
    await anna.fill('[data-testid=name]', 'Anna');
    await anna.click('[data-testid=create]');
    await anna.waitForURL(/\/r\/[A-Z0-9]+/, { timeout: 30_000 });
    const url = anna.url();

    const boris = await guest.context.newPage();
    await boris.goto(url);
    await boris.fill('[data-testid=seat-name]', 'Boris');
    await boris.click('[data-testid=take-seat]');
    await boris
      .locator('[data-seat="1"] strong', { hasText: 'Boris' })
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() => anna.locator('[data-testid=start]').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    expect(await boris.locator('[data-testid=start]').count()).toBe(0);

    await host.context.setOffline(true);
    await boris.locator('[data-testid=host-passed]').waitFor({ timeout: 60_000 });
    expect(await boris.locator('[data-testid=host-passed]').textContent()).toContain(
      'you are the host now',
    );
    await screenshot(boris, 'host-passed-phone');

    // Back on the network, Anna has her seat and no host controls.
    await host.context.setOffline(false);
    await expect
      .poll(() => anna.locator('[data-testid=start]').count(), { timeout: 30_000 })
      .toBe(0);
    await expect
      .poll(
        () => anna.locator('[role=status]', { hasText: 'Waiting for the host to start' }).count(),
        { timeout: 30_000 },
      )
      .toBe(1);

    await boris.click('[data-testid=start]');
    // Both play; Anna's page answers her turns too (she is back).
    const annaPlays = playWholeMatch(anna, { stepTimeoutMs: 60_000 });
    await playWholeMatch(boris, { stepTimeoutMs: 60_000 });
    await annaPlays;
    await boris.locator('[data-testid=match-end]').waitFor();
    // A rematch is by agreement (issue 48): either player may propose it, host or not.
    await anna.locator('[data-testid=rematch]').waitFor({ timeout: 10_000 });
    await boris.locator('[data-testid=rematch]').waitFor({ timeout: 10_000 });
    expect(guest.errors).toEqual([]);
    expect(host.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
    await host.context.close();
    await guest.context.close();
  },
);
