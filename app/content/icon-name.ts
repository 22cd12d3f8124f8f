/**
 * Icons are named in content, not imported there, so content stays plain data
 * that routes.ts and the build can read without React. `components/icon.tsx`
 * maps each name to one lucide icon, imported one by one.
 */
export const iconNames = [
  "users",
  "target",
  "rocket",
  "refresh",
  "test-tube",
  "gauge",
  "shield",
  "trending-up",
  "git-branch",
  "cloud",
  "server",
  "activity",
  "compass",
  "workflow",
  "layers",
  "lightbulb",
  "code",
  "user-plus",
  "headset",
  "check-circle",
  "file-text",
  "folder",
  "share",
  "award",
  "graduation-cap",
  "book-open",
  "zap",
  "bar-chart",
  "clock",
  "puzzle",
  "container",
  "settings",
  "bug",
  "eye",
  "message-square",
  "search",
  "globe",
  "lock",
  "wrench",
] as const;

export type IconName = (typeof iconNames)[number];
