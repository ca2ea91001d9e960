# gpu-tco-cli report --lang zh_CN writes a PDF whose headings are the Chinese translation's (pdftotext).
# Inputs: CLI, PDFTOTEXT, SCENARIO, WORK_DIR.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(pdf "${WORK_DIR}/report-zh_CN.pdf")
execute_process(COMMAND "${CLI}" report "${SCENARIO}" -o "${pdf}" --lang zh_CN
    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gpu-tco-cli report --lang zh_CN failed (${result}):\n${out}\n${err}")
endif()
execute_process(COMMAND "${PDFTOTEXT}" -enc UTF-8 "${pdf}" "${WORK_DIR}/report.txt" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "pdftotext failed on ${pdf}")
endif()
file(READ "${WORK_DIR}/report.txt" text)

# Section headings and table words of the report in the .ts (ReportBuilder, Report contexts). Phrases avoid
# ideographs that are also Kangxi radicals (日, 目, 比, 页, ...): Qt's PDF writer maps their shared Noto CJK
# glyph back to the radical's code point, so pdftotext reads "⽇期" for 日期 although the page shows 日期.
set(expected "结论摘要" "假设" "显存：放得下吗？" "功耗与成本" "机柜、供电与制冷" "公式与来源" "总拥有成本")
set(missing "")
foreach(phrase IN LISTS expected)
    string(FIND "${text}" "${phrase}" at)
    if(at EQUAL -1)
        list(APPEND missing "${phrase}")
    endif()
endforeach()
# The English headings must be gone.
foreach(english IN ITEMS "The answer in brief" "Formulas and sources")
    string(FIND "${text}" "${english}" at)
    if(NOT at EQUAL -1)
        list(APPEND missing "(still English) ${english}")
    endif()
endforeach()
if(missing)
    message(FATAL_ERROR "The zh_CN report lacks: ${missing}\n(text in ${WORK_DIR}/report.txt)")
endif()
message(STATUS "zh_CN report: Chinese headings found")
