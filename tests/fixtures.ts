/** A form post's fields as a visitor fills them in (unit, HTTP and end-to-end tests). */
export const VALID_ENQUIRY = {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.com",
  phone: "+91 98480 11111",
  company: "Sri Venkateswara Textiles",
  service: "Industrial Valves",
  message: "We need 20 cast steel gate valves, DN50, for our boiler house.",
  fill_ms: "8000",
  returnTo: "/contact",
} as const;
