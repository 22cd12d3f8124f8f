import { prefillCourseEnquiry } from "./course-enquiry";
import { chooseEnrolment } from "./enrolment-choice";
import { fillEnrolmentSummary } from "./enrolment-summary";
import { enhanceMenus } from "./menus";
import { pauseTransitionsOnResize } from "./resize-pause";
import { revealOnScroll } from "./reveal-on-scroll";
import { updateRunDates } from "./run-dates";

/**
 * The one script of a content page: what HTML and CSS cannot do alone. Every
 * page is complete without it (menus open by click and keyboard, dates and
 * cards show); it adds hover menus, keeps dates true after the build, and
 * the cards' entrance.
 */
enhanceMenus(document);
updateRunDates(document, new Date());
revealOnScroll(document);
pauseTransitionsOnResize(document.documentElement);
fillEnrolmentSummary(document, location.search);
chooseEnrolment(document, location.search);
prefillCourseEnquiry(document, location.search, location.hash);
