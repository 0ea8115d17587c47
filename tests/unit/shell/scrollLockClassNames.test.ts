// Mantine's app frame and notification stack get two class names in place of the scroll lock package
// (scripts/vite/standInsPlugin.ts): they must be the names the real scroll lock of the dialogs shifts.
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from 'react-remove-scroll';
import { RemoveScroll as MantineRemoveScroll } from '@mantine/core';
import { RemoveScroll as StandIn } from '../../../engine/app/layout/scrollLockClassNames';
import * as coreForNotifications from '../../../engine/app/layout/mantineCoreForNotifications';

describe('scroll lock class names stand-in', () => {
  it('names the classes the real scroll lock uses', () => {
    expect(StandIn.classNames).toEqual(RemoveScroll.classNames);
    expect(StandIn.classNames).toEqual(MantineRemoveScroll.classNames);
  });

  it("gives the notification stack Mantine's core with the class names in place of the scroll lock", () => {
    expect(coreForNotifications.RemoveScroll).toBe(StandIn);
    expect(coreForNotifications.OptionalPortal).toBeDefined();
    expect(coreForNotifications.Box).toBeDefined();
  });
});
