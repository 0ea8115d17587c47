// Stand-in for react-remove-scroll inside Mantine's AppShell and notification stack (scripts/vite/standInsPlugin.ts):
// the app frame's header and footer and the notifications only read the class names that Mantine's dialogs shift by the scrollbar's width while they lock the
// page's scroll, and the real package (its scroll lock, its style injection) would come with them into every
// signed-in page. The dialogs still load the real package; a unit test holds these names to its own.
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
} as const;
