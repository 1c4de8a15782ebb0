// Plumb properties: an answer's text read into a scene's marks and notes.
//
// Answers are printed by the checks (judge/format.h: hex floats, "nan",
// "inf", "-inf", "none", "{x, y}"), so the picture reads them back from the
// same text the report prints: what is drawn is what is shown. Only the
// fields a member answers are read (AnswerFields), and a non-finite or absent
// answer becomes a note, never a mark at some position it does not name.
#include <cmath>
#include <regex>

#include "properties/scene.h"

namespace plumb {
namespace {

Vec2 projected(const Scene& s, Vec3 p) {
  const double c[3] = {p.x, p.y, p.z};
  return {c[s.axis_a], c[s.axis_b]};
}

// The answer with the fields it does not answer taken out.
std::string answered_part(const std::string& answer, AnswerFields fields) {
  static const std::regex vector_text(R"(\{[^{}]*\})");
  static const std::regex parameter_text(R"(\b[stu] = [^,]*)");
  std::string out = answer;
  if (!fields.points) out = std::regex_replace(out, vector_text, "");
  if (!fields.parameters) out = std::regex_replace(out, parameter_text, "");
  return out;
}

// Marks for the points written in the answer; whether it writes any point.
bool mark_points(Scene& scene, const std::string& answer, bool exact) {
  static const std::regex vec(R"(\{([^{},]+), ([^{},]+)(?:, ([^{},]+))?\})");
  bool wrote = false;
  for (auto it = std::sregex_iterator(answer.begin(), answer.end(), vec); it != std::sregex_iterator(); ++it) {
    wrote = true;
    try {
      const double x = std::stod((*it)[1].str()), y = std::stod((*it)[2].str());
      const Vec2 at = (*it)[3].matched ? projected(scene, {x, y, std::stod((*it)[3].str())}) : Vec2{x, y};
      if (std::isfinite(at.x) && std::isfinite(at.y)) scene.marks.push_back({at, exact});
    } catch (const std::exception&) {
    }
  }
  return wrote;
}

// A mark at "t = X" along the scene's first line (or at X, when the answer
// is that one number and the scene reads numbers as t).
void mark_parameter(Scene& scene, const std::string& answer, bool exact) {
  static const std::regex t_value(R"(\bt = ([^ ,()]+))");
  static const std::regex one_number(R"(^([^ ,(){}=]+)(?: \(~[^)]*\))?(?: \(rounded\))?$)");
  std::smatch m;
  if (scene.lines.empty()) return;
  if (!std::regex_search(answer, m, t_value) && !(scene.number_is_t && std::regex_match(answer, m, one_number)))
    return;
  const bool number = m[0].str() == answer && scene.number_is_t;
  const Segment* along = &scene.lines.front().s;
  for (const auto& l : scene.lines)
    if (number && l.kind == Kind::ray) {  // a ray's entry: t along the ray (a plane case draws its segment first)
      along = &l.s;
      break;
    }
  try {
    const double t = std::stod(m[1].str());
    const Segment& s = *along;
    const Vec2 at{s.a.x + t * (s.b.x - s.a.x), s.a.y + t * (s.b.y - s.a.y)};
    if (std::isfinite(at.x) && std::isfinite(at.y)) scene.marks.push_back({at, exact});
  } catch (const std::exception&) {
  }
}

void note_non_finite(Scene& scene, const std::string& part, bool exact) {
  static const std::regex nan_word(R"(\bnan\b)"), inf_word(R"((-?)\binf\b)"), none_word(R"(\bnone\b)");
  if (std::regex_search(part, nan_word)) scene.notes.push_back({"nan", "NaN", exact});
  bool plus = false, minus = false;
  for (auto it = std::sregex_iterator(part.begin(), part.end(), inf_word); it != std::sregex_iterator(); ++it)
    ((*it)[1].length() ? minus : plus) = true;
  if (plus) scene.notes.push_back({"inf", "+inf", exact});
  if (minus) scene.notes.push_back({"inf", "-inf", exact});
  if (std::regex_search(part, none_word)) scene.notes.push_back({"none", "none", exact});
}

// What a note says of an answer with no place: a placed answer whose place
// is not declared as "a hit", a number by its short decimal reading, a short
// answer as it is.
std::string unplaced_text(const std::string& answer) {
  if (answer.find('=') != std::string::npos || answer.find('{') != std::string::npos) return "a hit";
  static const std::regex number(R"(^\S+ \((~[^)]+)\)( \(rounded\))?$)");
  std::smatch m;
  if (std::regex_match(answer, m, number)) return m[1].str();
  constexpr std::size_t kLongest = 32;
  return answer.size() <= kLongest ? answer : answer.substr(0, kLongest) + "...";
}

}  // namespace

void add_marks(Scene& scene, const std::string& answer, bool exact, AnswerFields fields) {
  const std::size_t marks_before = scene.marks.size(), notes_before = scene.notes.size();
  const bool wrote_points = fields.points && mark_points(scene, answer, exact);
  if (!wrote_points && fields.parameters) mark_parameter(scene, answer, exact);
  note_non_finite(scene, answered_part(answer, fields), exact);
  if (scene.marks.size() == marks_before && scene.notes.size() == notes_before && !answer.empty())
    scene.notes.push_back({"unplaced", unplaced_text(answer), exact});
}

}  // namespace plumb
