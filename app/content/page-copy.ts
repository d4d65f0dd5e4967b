import { aboutCopy } from "./pages/about";
import { categoryCopy, categoryNotFoundCopy } from "./pages/category";
import { contactCopy } from "./pages/contact";
import { contactCardsCopy } from "./pages/contact-cards";
import { footerCopy } from "./pages/footer";
import { homeCopy } from "./pages/home";
import { layoutCopy } from "./pages/layout";
import { newsletterCopy } from "./pages/newsletter";
import { projectDialogCopy } from "./pages/project-dialog";
import { projectsCopy } from "./pages/projects";
import { serviceCopy, serviceNotFoundCopy } from "./pages/service";
import { servicesCopy } from "./pages/services";
import type { PageCopy } from "./schemas";

/** For checks and brochures; pages import their own pages/ module to carry only their copy. */
export const pageCopy: PageCopy = {
  home: homeCopy,
  services: servicesCopy,
  about: aboutCopy,
  projects: projectsCopy,
  contact: contactCopy,
  contactCards: contactCardsCopy,
  projectDialog: projectDialogCopy,
  category: categoryCopy,
  service: serviceCopy,
  categoryNotFound: categoryNotFoundCopy,
  serviceNotFound: serviceNotFoundCopy,
  footer: footerCopy,
  newsletter: newsletterCopy,
  layout: layoutCopy,
};
