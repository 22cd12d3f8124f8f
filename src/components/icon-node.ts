import type { IconNode } from "./icon.tsx";
import * as users from "lucide-react/icons/users";
import * as target from "lucide-react/icons/target";
import * as rocket from "lucide-react/icons/rocket";
import * as refresh from "lucide-react/icons/refresh-cw";
import * as testTube from "lucide-react/icons/test-tube";
import * as gauge from "lucide-react/icons/gauge";
import * as shield from "lucide-react/icons/shield";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as gitBranch from "lucide-react/icons/git-branch";
import * as cloud from "lucide-react/icons/cloud";
import * as server from "lucide-react/icons/server";
import * as activity from "lucide-react/icons/activity";
import * as compass from "lucide-react/icons/compass";
import * as workflow from "lucide-react/icons/workflow";
import * as layers from "lucide-react/icons/layers";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as code from "lucide-react/icons/code";
import * as userPlus from "lucide-react/icons/user-plus";
import * as headset from "lucide-react/icons/headset";
import * as checkCircle from "lucide-react/icons/circle-check";
import * as fileText from "lucide-react/icons/file-text";
import * as folder from "lucide-react/icons/folder";
import * as share from "lucide-react/icons/share-2";
import * as award from "lucide-react/icons/award";
import * as graduationCap from "lucide-react/icons/graduation-cap";
import * as bookOpen from "lucide-react/icons/book-open";
import * as zap from "lucide-react/icons/zap";
import * as barChart from "lucide-react/icons/chart-column";
import * as clock from "lucide-react/icons/clock";
import * as puzzle from "lucide-react/icons/puzzle";
import * as container from "lucide-react/icons/container";
import * as settings from "lucide-react/icons/settings";
import * as bug from "lucide-react/icons/bug";
import * as eye from "lucide-react/icons/eye";
import * as messageSquare from "lucide-react/icons/message-square";
import * as search from "lucide-react/icons/search";
import * as globe from "lucide-react/icons/globe";
import * as lock from "lucide-react/icons/lock";
import * as wrench from "lucide-react/icons/wrench";
import * as calendar from "lucide-react/icons/calendar-days";
import * as map from "lucide-react/icons/map";
import * as network from "lucide-react/icons/network";
import * as clipboardCheck from "lucide-react/icons/clipboard-check";
import * as database from "lucide-react/icons/database";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as fileSearch from "lucide-react/icons/file-search";
import * as bell from "lucide-react/icons/bell";
import * as flaskConical from "lucide-react/icons/flask-conical";
import * as blocks from "lucide-react/icons/blocks";
import type { IconName } from "#src/content/icon-name.ts";

/**
 * The drawing of each content icon, as plain data. Templates' `load` calls
 * `iconNode` so a page's HTML carries just the icons it shows, and no icon set
 * is shipped as JavaScript. Build time only: import it from templates' `load`
 * and `*.server.ts` helpers, never from components (an island would bundle
 * every icon).
 */
const iconModules: Record<IconName, object> = {
  users: users,
  target: target,
  rocket: rocket,
  refresh: refresh,
  "test-tube": testTube,
  gauge: gauge,
  shield: shield,
  "trending-up": trendingUp,
  "git-branch": gitBranch,
  cloud: cloud,
  server: server,
  activity: activity,
  compass: compass,
  workflow: workflow,
  layers: layers,
  lightbulb: lightbulb,
  code: code,
  "user-plus": userPlus,
  headset: headset,
  "check-circle": checkCircle,
  "file-text": fileText,
  folder: folder,
  share: share,
  award: award,
  "graduation-cap": graduationCap,
  "book-open": bookOpen,
  zap: zap,
  "bar-chart": barChart,
  clock: clock,
  puzzle: puzzle,
  container: container,
  settings: settings,
  bug: bug,
  eye: eye,
  "message-square": messageSquare,
  search: search,
  globe: globe,
  lock: lock,
  wrench: wrench,
  calendar: calendar,
  map: map,
  network: network,
  "clipboard-check": clipboardCheck,
  database: database,
  "shield-check": shieldCheck,
  "file-search": fileSearch,
  bell: bell,
  "flask-conical": flaskConical,
  blocks: blocks,
};

export function iconNode(name: IconName): IconNode {
  // Each lucide icon module exports its drawing as `__iconData` besides the
  // component; the types declare only the component.
  const { __iconData } = iconModules[name] as {
    __iconData: { node: [string, Record<string, string>][] };
  };
  return __iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
}
