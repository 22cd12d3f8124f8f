import { prefillCourseEnquiry } from "./course-enquiry.ts";
import { chooseEnrolment } from "./enrolment-choice.ts";
import { fillEnrolmentSummary } from "./enrolment-summary.ts";
import { enhanceMenus } from "./menus.ts";
import { countPrerenderedView } from "./prerender-beacon.ts";
import { pauseTransitionsOnResize } from "./resize-pause.ts";
import { revealOnScroll } from "./reveal-on-scroll.ts";
import { showRunAvailability } from "./run-availability.ts";
import { updateRunDates } from "./run-dates.ts";

/**
 * The one script of a content page: what HTML and CSS cannot do alone. Every
 * page is complete without it (menus open by click and keyboard, dates and
 * cards show); it adds hover menus, keeps dates and places true after the
 * build, the cards' entrance, and counts a prerendered page once it is opened.
 */
enhanceMenus(document);
updateRunDates(document, new Date());
void showRunAvailability(document, () => fetch("/availability.json"));
revealOnScroll(document);
pauseTransitionsOnResize(document.documentElement);
const query = new URLSearchParams(location.search);
fillEnrolmentSummary(document, query);
chooseEnrolment(document, query);
prefillCourseEnquiry(document, query, location.hash);
countPrerenderedView(document, navigator, location.pathname);
