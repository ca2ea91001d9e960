target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ComplianceChecks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DeploymentLoad.h
    ${CMAKE_CURRENT_LIST_DIR}/DeploymentLoad.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FacilityCost.h
    ${CMAKE_CURRENT_LIST_DIR}/FacilityCost.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FacilityFit.h
    ${CMAKE_CURRENT_LIST_DIR}/FacilityFit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FacilityGrade.h
    ${CMAKE_CURRENT_LIST_DIR}/FacilityGrade.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FitReason.h
    ${CMAKE_CURRENT_LIST_DIR}/FitReason.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FitRequirements.h
    ${CMAKE_CURRENT_LIST_DIR}/FitRequirements.cpp
    ${CMAKE_CURRENT_LIST_DIR}/OwnSite.h
    ${CMAKE_CURRENT_LIST_DIR}/OwnSite.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ReasonText.h)
