// Plumb report: the report as an HTML page with a picture per group.
//
// Where a person would rather look than read: each fault group's
// representative (its shrunk form when there is one) is drawn -- the shapes of
// the case, the subject's answer as a red cross, the exact answer as a green
// ring, an answer with no place (NaN, an infinity, none) as a labelled badge
// -- once whole and, whenever the two answers differ, once zoomed on them,
// beside the same text the terminal report prints. Only the fields the
// member's contract says it answers are drawn as the subject's answer. One
// self-contained file (inline SVG, no script).
#pragma once

#include <string>

#include "report/report.h"

namespace plumb {

/// Writes the page. Throws std::runtime_error when the file cannot be written.
void write_html(const std::string& path, const Report& r, const ReportStyle& style = {});

/// The page as a string.
std::string html_report(const Report& r, const ReportStyle& style = {});

}  // namespace plumb
